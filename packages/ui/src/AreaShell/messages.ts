import { registerMessages } from '@fairpass/core/i18n'

/** The frame's own pages' texts (under `ui.`): a signed-out visitor's page and the missing page, registered with them
 * (they load when shown), so the login route does not carry them. */
export const areaShellMessages = {
  cn: { ui: { signInTitle: '请先登录', signInText: '登录后即可继续，登录后将回到本页。', signIn: '登录 / 注册', notFound: '页面不存在' } },
  en: { ui: { signInTitle: 'Please log in', signInText: 'Log in to continue; you come back to this page afterwards.', signIn: 'Log in / Register', notFound: 'Page not found' } },
}

registerMessages(areaShellMessages)
