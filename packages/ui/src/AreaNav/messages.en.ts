import type { MessageTree } from '@fairpass/core/i18n'

export default { ui: { nav: { more: 'More' } } } satisfies MessageTree
