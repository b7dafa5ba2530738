import type { MessageTree } from '@fairpass/core/i18n'

export default {
  content: {
    noExhibition: '链接中没有展会信息，无法显示内容。',
    nav: '展会资讯',
    toNews: '新闻资讯',
    toPartners: '合作伙伴',
    toHotel: '酒店住宿',
    toTraffic: '交通指南',
    news: {
      heading: '新闻资讯',
      empty: '暂无新闻。',
      more: '加载更多新闻',
      open: '阅读：{{title}}',
      back: '返回新闻列表',
      notFound: '没有找到这条新闻。',
      cover: '{{title}} 的封面图',
    },
    partners: {
      heading: '合作伙伴',
      empty: '暂无合作伙伴。',
      logo: '{{name}} 的标志',
      visit: '访问 {{name}} 的网站（新窗口）',
    },
    page: {
      heading: '展会信息',
      notFound: '没有找到这个页面。',
    },
  },
} satisfies MessageTree
