import type { MessageTree } from '@fairpass/core/i18n'

export default { ui: { qrFailed: '二维码生成失败，请刷新重试' } } satisfies MessageTree
