import type { MessageTree } from '@fairpass/core/i18n'

export default { ui: { signInTitle: '请先登录', signInText: '登录后即可继续，登录后将回到本页。', signIn: '登录 / 注册', notFound: '页面不存在' } } satisfies MessageTree
