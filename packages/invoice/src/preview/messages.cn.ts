import type { MessageTree } from '@fairpass/core/i18n'

export default {
  invoice: {
    preview: {
      heading: '文件预览',
      loading: '正在加载文件…',
      page: '第 {{number}} 页，共 {{count}} 页',
      notPdf: '文件无法显示。',
      noFile: '缺少要查看的发票，请从开票记录进入。',
      back: '返回开票记录',
    },
  },
} satisfies MessageTree
