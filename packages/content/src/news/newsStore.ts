import type { ExhibitionRef } from '@fairpass/core/area'
import type { NewsPage } from '@fairpass/core/contract'
import { perExhibition, resource } from '@fairpass/core/resource'
import { fetchNews, fetchNewsItem } from '../shared/api'

/** The news loaded so far, newest first; the next page is appended. Public: a sign-out keeps it. */
export const newsOf = perExhibition((ref: ExhibitionRef) => {
  const pages = resource(
    async (page: number): Promise<NewsPage> => {
      const answer = await fetchNews(ref, page)
      const before = page > 1 ? pages.$store.get().data : null
      if (!before) return answer
      const ids = new Set(before.records.map((item) => item.id))
      return { ...answer, records: [...before.records, ...answer.records.filter((item) => !ids.has(item.id))] }
    },
    { public: true, isEmpty: (data) => data.records.length === 0 },
  )
  return {
    $store: pages.$store,
    load: () => pages.load(1),
    more() {
      const data = pages.$store.get().data
      return data && hasMoreNews(data) ? pages.refresh(data.page + 1) : Promise.resolve(null)
    },
    retry: () => pages.retry(),
    reset: () => pages.reset(),
  }
})

export const hasMoreNews = (data: NewsPage) => data.records.length < data.total

export const newsItemOf = perExhibition((ref: ExhibitionRef, id: string) => resource(() => fetchNewsItem(ref, id), { public: true, isEmpty: () => false }))
