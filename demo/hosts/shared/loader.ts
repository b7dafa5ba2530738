// How both framework hosts load the FairPass elements: the built library's loader from the API's origin, as the
// README's embedding snippet does with a <script type="module">. Imported dynamically so the host knows when the
// loader is in, and gets its typed exports (@fairpass/elements describes exactly this file).
import type * as FairLoader from '@fairpass/elements'

/** The API origin the page was configured with (<meta name="fair-api">), e.g. https://api.example.com. */
export function apiOrigin(): string {
  const configured = document.querySelector<HTMLMetaElement>('meta[name="fair-api"]')?.content
  if (!configured || configured.includes('{{')) throw new Error('<meta name="fair-api"> holds no API origin')
  return configured.replace(/\/$/, '')
}

export function loadFairElements(api: string): Promise<typeof FairLoader> {
  return import(/* @vite-ignore */ `${api}/lib/fair.js`) as Promise<typeof FairLoader>
}

/** The demo exhibition the hosts show (the server's demo data). */
export const EXHIBITION = { tenantId: '000000', exhibitionId: '1020', registerType: 'visitor' } as const
