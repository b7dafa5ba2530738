import { registerMessages } from '@fairpass/core/i18n'

/** Registered when this page's code loads, so the login page does not download them. */
export const auditingMessages = {
  cn: {
    reg: {
      auditing: {
        pendingHeading: '审核中',
        pendingText: '您的登记正在审核中，通常需要 1 至 3 个工作日',
        pendingNotice: '审核结果将通过短信或邮件通知您，您也可以随时回到本页查看。',
        refresh: '刷新状态',
        checkedAt: '最近查询：{time}',
        rejectedHeading: '审核未通过',
        rejectedText: '很抱歉，您的登记未通过审核。',
        reason: '原因',
        noReason: '主办方未注明原因',
        rejectedHint: '请修改信息后重新提交，提交后将重新进入审核。',
        edit: '修改我的信息',
        approvedHeading: '审核已通过',
        approvedText: '审核已通过，正在为您跳转…',
      },
    },
  },
  en: {
    reg: {
      auditing: {
        pendingHeading: 'Under review',
        pendingText: 'Your registration is under review; this usually takes 1 to 3 working days',
        pendingNotice: 'We will tell you the result by e-mail or SMS; you can also come back to this page at any time.',
        refresh: 'Refresh',
        checkedAt: 'Last checked at {time}',
        rejectedHeading: 'Not approved',
        rejectedText: 'Sorry, your registration was not approved.',
        reason: 'Reason',
        noReason: 'The organiser gave no reason',
        rejectedHint: 'Please correct your information and submit it again; it will then be reviewed again.',
        edit: 'Edit my information',
        approvedHeading: 'Approved',
        approvedText: 'Your registration is approved, taking you on…',
      },
    },
  },
}

registerMessages(auditingMessages)
