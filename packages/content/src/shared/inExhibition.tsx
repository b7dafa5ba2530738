import { createElement, type ComponentType } from 'react'
import { routePage, useExhibition, type AreaPageProps, type ExhibitionRef } from '@fairpass/core/area'
import { useT } from '@fairpass/core/i18n'
import type { Route } from '@fairpass/core/router'
import { Card, ExhibitionPage } from '@fairpass/ui'
import * as styles from './page.css'

/** What every content page receives besides its route's props: the exhibition of the element it renders in. */
export interface InExhibition {
  exhibition: ExhibitionRef
}

/** Neither the element's attributes nor the page's link named an exhibition: there is no content to show. */
function NoExhibition() {
  const t = useT()
  return (
    <ExhibitionPage title={t('content.page.heading')} stacked>
      <Card>
        <p role="alert" className={styles.alert} data-state="no-exhibition">
          {t('content.noExhibition')}
        </p>
      </Card>
    </ExhibitionPage>
  )
}

/**
 * A lazy content page (core/area's `routePage`) that gets the element's exhibition (`useExhibition()`) as its
 * `exhibition` prop, so its stores and calls name that exhibition and never read the session's.
 */
export function contentPage<P extends object>(
  load: () => Promise<ComponentType<P & InExhibition>>,
  props: (route: Route) => P,
): () => Promise<{ default: ComponentType<AreaPageProps> }> {
  return routePage(
    () =>
      load().then((Page) => {
        function PageInExhibition(pageProps: P) {
          const exhibition = useExhibition()
          return exhibition ? createElement(Page, { ...pageProps, exhibition }) : createElement(NoExhibition)
        }
        return PageInExhibition
      }),
    props,
  )
}
