import { registerMessages } from '@fairpass/core/i18n'

/**
 * The notice that a code is on its way (under `reg.login.`), registered by what sends one (the login's actions, the
 * password reset): the login page shows it only after the visitor has asked, so its startup code does not carry it.
 */
export const codeSentMessages = {
  cn: { reg: { login: { codeSentSms: '验证码已发送至 {{account}}', codeSentEmail: '验证码已发送至 {{account}}，请查收邮件' } } },
  en: { reg: { login: { codeSentSms: 'Code sent to {{account}}', codeSentEmail: 'Code sent to {{account}}, please check your inbox' } } },
}

registerMessages(codeSentMessages)
