import type { MessageTree } from '@fairpass/core/i18n'

export default { ui: { signInTitle: 'Please log in', signInText: 'Log in to continue; you come back to this page afterwards.', signIn: 'Log in / Register', notFound: 'Page not found' } } satisfies MessageTree
