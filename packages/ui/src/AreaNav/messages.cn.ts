import type { MessageTree } from '@fairpass/core/i18n'

export default { ui: { nav: { more: '更多' } } } satisfies MessageTree
