import type { MessageTree } from '@fairpass/core/i18n'

export default {
  content: {
    noExhibition: 'The link names no exhibition, so there is nothing to show.',
    nav: 'Fair information',
    toNews: 'News',
    toPartners: 'Partners',
    toHotel: 'Hotels',
    toTraffic: 'Getting there',
    news: {
      heading: 'News',
      empty: 'No news yet.',
      more: 'Load more news',
      open: 'Read {{title}}',
      back: 'Back to the news',
      notFound: 'This news item was not found.',
      cover: 'Cover picture of {{title}}',
    },
    partners: {
      heading: 'Partners',
      empty: 'No partners yet.',
      logo: 'Logo of {{name}}',
      visit: 'Visit the website of {{name}} (opens a new window)',
    },
    page: {
      heading: 'Fair information',
      notFound: 'This page was not found.',
    },
  },
} satisfies MessageTree
