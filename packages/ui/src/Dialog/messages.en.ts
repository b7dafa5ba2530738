import type { MessageTree } from '@fairpass/core/i18n'

export default { ui: { close: 'Close' } } satisfies MessageTree
