import { registerMessages } from '@fairpass/core/i18n'

/** The privacy policy text loads with its dialog, when a visitor opens it. */
registerMessages({
  cn: { reg: { login: { privacyTitle: '隐私政策', privacyClose: '我知道了', privacyText: '我们仅为办理展会登记、入场核验和向您发送与本届展会相关的通知而收集您的手机号、邮箱、姓名和公司信息。您的信息由主办方保管，不会出售给第三方；您可以随时联系主办方查阅、更正或删除您的信息。' } } },
  en: {
    reg: {
      login: {
        privacyTitle: 'Privacy Policy',
        privacyClose: 'Got it',
        privacyText:
          'We collect your mobile number, e-mail, name and company only to handle your registration, check you in at the entrance and send you notices about this exhibition. The organiser keeps your data, never sells it to third parties, and will show, correct or delete it whenever you ask.',
      },
    },
  },
})
