import { registerMessages } from '@fairpass/core/i18n'

/** The QR code's texts (under `ui.`), registered with it so a page without one (the login) does not carry them. */
export const qrCodeMessages = {
  cn: { ui: { qrFailed: '二维码生成失败，请刷新重试' } },
  en: { ui: { qrFailed: 'Could not generate the QR code, please reload' } },
}

registerMessages(qrCodeMessages)
