import { exhibitionQuery, type ExhibitionRef } from '@fairpass/core/area'
import { ApiError, createStrictHttp, http } from '@fairpass/core/http'
import { $language } from '@fairpass/core/session'
import { CONFERENCE_PATHS, type NewsDetail, type NewsPage, type PartnerView } from '@fairpass/core/contract'
import { formatValidationMessage, newsPageSchema, staticPageQuerySchema } from '@fairpass/core/validation'

/*
 * Every call of <fair-content>: news, partners (spec §7 partnerAdvertise/list) and content pages (spec §7
 * staticPage/detail). All are open; each names the element's exhibition and the page language.
 */

export const scopeOf = (ref: ExhibitionRef) => ({ ...exhibitionQuery(ref), languageType: $language.get() })

/** Quiet: a content page that does not exist is said on the page ("not found"), not in a notice as well. */
const quiet = createStrictHttp()

/** A content page (`type`: hotel, traffic or a page's id): a title and sections of lines, in the page language. */
export interface StaticPage {
  type: string
  title: string
  sections: { heading: string; lines: string[] }[]
}

/** Spec §7 names the call; the entry feature answers it (registration's /entrance reads it the same way). */
const STATIC_PAGE_PATH = '/api/ef-registration-config-client/staticPage/detail'

/** News per call: ten fill two screens of a phone. */
export const NEWS_PAGE_SIZE = 10

export function fetchNews(ref: ExhibitionRef, page: number): Promise<NewsPage> {
  const query = { ...scopeOf(ref), page, size: NEWS_PAGE_SIZE }
  if (!newsPageSchema.safeParse(query).success) throw new ApiError({ code: 400, msg: formatValidationMessage('validation.invalid', $language.get()), status: 400 })
  return http.get<NewsPage>(CONFERENCE_PATHS.news, query)
}

export const fetchNewsItem = (ref: ExhibitionRef, id: string) => quiet.get<NewsDetail>(CONFERENCE_PATHS.newsItem, { ...scopeOf(ref), id })

export const fetchPartners = (ref: ExhibitionRef) => http.get<PartnerView[]>(CONFERENCE_PATHS.partners, scopeOf(ref))

export function fetchStaticPage(ref: ExhibitionRef, type: string): Promise<StaticPage> {
  const query = { tenantId: ref.tenantId, exhibitionId: ref.exhibitionId, type, languageType: $language.get() }
  // A page id from a link that could never be one is refused here, as the server would refuse it.
  if (!staticPageQuerySchema.safeParse(query).success) return Promise.reject(new ApiError({ code: 404, msg: '', status: 404 }))
  return quiet.get<StaticPage>(STATIC_PAGE_PATH, query)
}
