import type { ReactNode } from 'react'
import { ExhibitionPage } from '@fairpass/ui'

/** The shell of every buying page (ui's ExhibitionPage), its cards in a column. */
export function BuyPage({ title, children }: { title: ReactNode; children: ReactNode }) {
  return (
    <ExhibitionPage title={title} stacked>
      {children}
    </ExhibitionPage>
  )
}
