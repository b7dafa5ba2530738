import type { MessageTree } from '@fairpass/core/i18n'

export default {
  invoice: {
    history: {
      heading: '开票记录',
      empty: '您还没有申请过发票。',
      toApply: '去申请开票',
      retry: '重新开具',
      failedReason: '失败原因：{{reason}}',
      voidReason: '作废原因：{{reason}}',
      reversal: '已开具红字发票 {{no}}（{{amount}}）冲销',
      buyer: '抬头',
      taxId: '税号',
      issuing: '正在开具，请稍候…',
    },
    live: {
      issued: '发票 {{no}} 已开具，已发送到您的邮箱',
      failed: '发票开具失败，可重新开具',
    },
  },
} satisfies MessageTree
