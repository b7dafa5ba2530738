import type { ReactNode } from 'react'
import { ExhibitionPage } from '@fairpass/ui'

/** The page shell every registration page shares (ui's ExhibitionPage). */
export function RegistrationPage({ title, children }: { title: ReactNode; children: ReactNode }) {
  return <ExhibitionPage title={title}>{children}</ExhibitionPage>
}
