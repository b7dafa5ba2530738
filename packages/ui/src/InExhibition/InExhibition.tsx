import { createElement, type ComponentType } from 'react'
import { routePage, useExhibition, type AreaPageProps, type ExhibitionRef } from '@fairpass/core/area'
import { useT } from '@fairpass/core/i18n'
import type { Route } from '@fairpass/core/router'
import { Card } from '../Card/Card'
import { ExhibitionPage } from '../ExhibitionPage/ExhibitionPage'
import * as styles from './InExhibition.css'

/** What an area's page receives besides its route's props: the exhibition of the element it renders in. */
export interface InExhibition {
  exhibition: ExhibitionRef
}

/** The area's own words for the page shown when no exhibition is named (its title, and why there is nothing). */
export interface NoExhibitionTexts {
  title: string
  message: string
}

/** Neither the element's attributes nor the page's link named an exhibition: the area has nothing to show. */
function NoExhibition({ texts }: { texts: NoExhibitionTexts }) {
  const t = useT()
  return (
    <ExhibitionPage title={t(texts.title)} stacked>
      <Card>
        <p role="alert" className={styles.alert} data-state="no-exhibition">
          {t(texts.message)}
        </p>
      </Card>
    </ExhibitionPage>
  )
}

/**
 * An area's lazy page factory (core/area's `routePage`) whose pages get the element's exhibition
 * (`useExhibition()`) as their `exhibition` prop, so their stores and calls name that exhibition and never read the
 * session's. An area makes its own once: `export const walletPage = inExhibitionPages({ title: …, message: … })`.
 */
export function inExhibitionPages(texts: NoExhibitionTexts) {
  return function inExhibitionPage<P extends object>(
    load: () => Promise<ComponentType<P & InExhibition>>,
    props: (route: Route) => P,
  ): () => Promise<{ default: ComponentType<AreaPageProps> }> {
    return routePage(
      () =>
        load().then((Page) => {
          function PageInExhibition(pageProps: P) {
            const exhibition = useExhibition()
            return exhibition ? createElement(Page, { ...pageProps, exhibition }) : createElement(NoExhibition, { texts })
          }
          return PageInExhibition
        }),
      props,
    )
  }
}
