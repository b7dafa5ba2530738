import type { MessageTree } from '@fairpass/core/i18n'

export default { ui: { close: '关闭' } } satisfies MessageTree
