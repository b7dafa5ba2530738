import type { MessageTree } from '@fairpass/core/i18n'

export default { ui: { signInTitle: 'Please log in', signInText: 'Log in to continue; you come back to this page afterwards.', signIn: 'Log in / Register', registerTitle: 'Complete your registration', registerText: 'Finish your registration to continue; you come back to this page afterwards.', register: 'Complete registration', notFound: 'Page not found' } } satisfies MessageTree
