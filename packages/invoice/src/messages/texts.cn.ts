import type { MessageTree } from '@fairpass/core/i18n'

export default {
  invoice: {
    title: '发票',
    noExhibition: '链接中缺少展会信息，无法显示发票。',
    cancel: '取消',
    back: '返回',
    nav: { label: '发票', overview: '开具发票', headers: '发票抬头', history: '开票记录', receipt: '英文收据' },
    state: { applied: '开具中', issued: '已开具', failed: '开具失败', voided: '已作废' },
    kind: { general: '增值税普通发票', special: '增值税专用发票', receipt: '英文收据' },
    headerType: { personal: '个人', company: '单位' },
    amount: '金额',
    orderNo: '订单号',
    invoiceNo: '发票号码',
    appliedAt: '申请时间',
    issuedAt: '开具时间',
    download: '下载发票',
    downloadOf: '下载发票 {{no}}（PDF）',
    view: '在线查看',
    viewOf: '在线查看发票 {{no}}',
  },
} satisfies MessageTree
