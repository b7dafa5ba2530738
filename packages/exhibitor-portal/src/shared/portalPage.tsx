import { lazyWithTexts } from '@fairpass/core/i18n'
import { Suspense, type ComponentType, type ReactNode } from 'react'
import { useStore } from '@nanostores/react'
import type { AreaPageProps } from '@fairpass/core/area'
import type { Route } from '@fairpass/core/router'
import { $session } from '@fairpass/core/session'
import { FullPageLoading, inExhibitionPages, type InExhibition } from '@fairpass/ui'
import { $mustSetPassword, $signingIn } from '../account/accountState'

export type { InExhibition } from '@fairpass/ui'

const inPortal = inExhibitionPages({ title: 'exh.title', message: 'exh.noExhibition' })

// The exhibitor's own login is what a signed-out company member sees in place of any member page: not the
// visitors' login, which knows no company accounts.
const LoginPage = lazyWithTexts(() => import('../account/LoginPage').then((module) => ({ default: module.LoginPage })))

/** Its children for a signed-in member whose password is their own; the exhibitor login in their place otherwise. */
export function MembersOnly({ exhibition, children }: InExhibition & { children: ReactNode }) {
  const token = useStore($session).token
  const mustSetPassword = useStore($mustSetPassword)
  const signingIn = useStore($signingIn)
  if (!token || mustSetPassword || signingIn) {
    return (
      <Suspense fallback={<FullPageLoading />}>
        <LoginPage exhibition={exhibition} inPlace />
      </Suspense>
    )
  }
  return children
}

/**
 * A lazy portal page that gets the element's exhibition as its `exhibition` prop. A member page (not `open`) shows
 * the exhibitor login in its place while nobody is signed in, or while the first login's password is still the
 * organiser's; once signed in the page itself appears, at the same address.
 */
export function portalPage<P extends object>(
  load: () => Promise<ComponentType<P & InExhibition>>,
  props: (route: Route) => P,
  options: { open?: boolean } = {},
): () => Promise<{ default: ComponentType<AreaPageProps> }> {
  if (options.open) return inPortal(load, props)
  return inPortal(
    () =>
      load().then((Page) => {
        function MemberPage(pageProps: P & InExhibition) {
          return (
            <MembersOnly exhibition={pageProps.exhibition}>
              <Page {...pageProps} />
            </MembersOnly>
          )
        }
        return MemberPage
      }),
    props,
  )
}
