import type { MessageTree } from '@fairpass/core/i18n'

export default { ui: { loadFailed: 'Could not be loaded', retry: 'Try again', endOfList: 'That is the whole list' } } satisfies MessageTree
