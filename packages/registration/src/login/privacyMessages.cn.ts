import type { MessageTree } from '@fairpass/core/i18n'

export default { reg: { login: { privacyTitle: '隐私政策', privacyClose: '我知道了', privacyText: '我们仅为办理展会登记、入场核验和向您发送与本届展会相关的通知而收集您的手机号、邮箱、姓名和公司信息。您的信息由主办方保管，不会出售给第三方；您可以随时联系主办方查阅、更正或删除您的信息。' } } } satisfies MessageTree
