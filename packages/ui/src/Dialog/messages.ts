import { registerMessages } from '@fairpass/core/i18n'

/** The dialog's texts (under `ui.`), registered with the dialog so a page without one (the login) does not carry them. */
export const dialogMessages = {
  cn: { ui: { close: '关闭' } },
  en: { ui: { close: 'Close' } },
}

registerMessages(dialogMessages)
