import { registerMessages } from '@fairpass/core/i18n'

export const previewMessages = {
  cn: {
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
  },
  en: {
    invoice: {
      preview: {
        heading: 'Document preview',
        loading: 'Loading the document…',
        page: 'Page {{number}} of {{count}}',
        notPdf: 'The document cannot be shown.',
        noFile: 'No invoice was named: open it from your invoice history.',
        back: 'Back to the invoice history',
      },
    },
  },
}

registerMessages(previewMessages)
