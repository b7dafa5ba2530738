import type { ReactNode } from 'react'
import { ExhibitionPage } from '@fairpass/ui'

/** The page shell of every wallet page (ui's ExhibitionPage), its cards in a column. */
export function WalletPage({ title, children }: { title: ReactNode; children: ReactNode }) {
  return (
    <ExhibitionPage title={title} stacked>
      {children}
    </ExhibitionPage>
  )
}
