import type { MessageTree } from '@fairpass/core/i18n'

export default { ui: { signInTitle: '请先登录', signInText: '登录后即可继续，登录后将回到本页。', signIn: '登录 / 注册', registerTitle: '请先完成登记', registerText: '完成登记后即可继续，完成后将回到本页。', register: '去完成登记', notFound: '页面不存在' } } satisfies MessageTree
