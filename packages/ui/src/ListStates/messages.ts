import { registerMessages } from '@fairpass/core/i18n'

/** The shared list states' texts (under `ui.`), registered with the list view so a page without one (the login) does
 * not carry them. */
export const listStatesMessages = {
  cn: { ui: { loadFailed: '加载失败', retry: '重试', endOfList: '没有更多了' } },
  en: { ui: { loadFailed: 'Could not be loaded', retry: 'Try again', endOfList: 'That is the whole list' } },
}

registerMessages(listStatesMessages)
