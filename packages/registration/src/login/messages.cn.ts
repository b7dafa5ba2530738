import type { MessageTree } from '@fairpass/core/i18n'

export default { reg: { login: { codeSentSms: '验证码已发送至 {{account}}', codeSentEmail: '验证码已发送至 {{account}}，请查收邮件' } } } satisfies MessageTree
