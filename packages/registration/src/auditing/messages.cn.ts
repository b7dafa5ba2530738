import type { MessageTree } from '@fairpass/core/i18n'

export default {
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
} satisfies MessageTree
