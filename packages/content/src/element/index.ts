import { defineAreaElement } from '@fairpass/core/area'
import { areaShell } from '@fairpass/ui'
import '../messages'
import { contentPage } from '../shared/inExhibition'

const staticPage = (type: (params: Record<string, string>) => string) =>
  contentPage(() => import('../pages/StaticContentPage').then((module) => module.StaticContentPage), (route) => ({ type: type(route.params) }))

/**
 * The fair's information for anyone, without a login: news, partners, hotels, getting there and the organiser's
 * other content pages. News bodies are the organiser's HTML, cleaned on the server and again on the page.
 *
 * @tag fair-content
 */
export const FairContentElement = defineAreaElement({
  tag: 'fair-content',
  area: 'content',
  initialPath: '/news',
  access: 'signIn',
  // Public information: the route table marks /hotel and /traffic; news, partners and content pages are as open.
  openRoutes: ['/news', '/news/details/:id', '/cooperationPartners', '/contentPage/:id'],
  shell: areaShell,
  pages: {
    '/news': contentPage(() => import('../news/NewsPage').then((module) => module.NewsPage), () => ({})),
    '/news/details/:id': contentPage(() => import('../news/NewsDetailPage').then((module) => module.NewsDetailPage), (route) => ({ id: route.params.id })),
    '/cooperationPartners': contentPage(() => import('../partners/PartnersPage').then((module) => module.PartnersPage), () => ({})),
    '/contentPage/:id': staticPage((params) => params.id ?? ''),
    '/hotel': staticPage(() => 'hotel'),
    '/traffic': staticPage(() => 'traffic'),
  },
})
