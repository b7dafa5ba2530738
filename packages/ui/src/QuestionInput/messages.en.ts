import type { MessageTree } from '@fairpass/core/i18n'

export default { ui: { quest: { chooseUpTo: 'Choose up to {{n}}', chooseAtLeast: 'Choose at least {{n}}', chooseBetween: 'Choose {{min}} to {{max}}', optional: '(optional)' } } } satisfies MessageTree
