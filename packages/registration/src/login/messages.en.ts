import type { MessageTree } from '@fairpass/core/i18n'

export default { reg: { login: { codeSentSms: 'Code sent to {{account}}', codeSentEmail: 'Code sent to {{account}}, please check your inbox' } } } satisfies MessageTree
