import type { ReactNode } from 'react'
import { ExhibitionPage } from '@fairpass/ui'
import { PortalNav } from '../shared/PortalNav'

/** Every booth-setup page's frame, in each of its states (waiting, not needed, the form): its title, then the portal's nav. */
export function SetupPage({ title, children }: { title: string; children: ReactNode }) {
  return (
    <ExhibitionPage stacked title={title}>
      <PortalNav here="setup" />
      {children}
    </ExhibitionPage>
  )
}
