import { atom } from 'nanostores'
import { translate } from '../i18n'
import type { LanguageType } from '../link'
import { storedPageTitle, type SysConfig } from '../session'
import type { RouteDefinition, RouteTitle } from './routes'

export type RouteTitles = Readonly<Record<string, RouteTitle>>

/** The route titles once loaded; until then pages are named by the exhibition (the rule's second step). */
export const $routeTitles = atom<RouteTitles | null>(null)

let loading: Promise<void> | undefined

/** Loads the route titles once; the first page renders without waiting for them. */
export function loadRouteTitles(): Promise<void> {
  loading ??= import('./titles').then(({ ROUTE_TITLES }) => $routeTitles.set(ROUTE_TITLES))
  return loading
}

/**
 * Spec §2 title rule: the route's own title, else the exhibition's stored title (pageTitle /
 * pageTitleEn), else the registration-system title.
 */
export function routeTitle(
  route: RouteDefinition | null | undefined,
  language: LanguageType,
  sysConfig: SysConfig | null | undefined,
  titles: RouteTitles | null = $routeTitles.get(),
): string {
  const own = route ? titles?.[route.path]?.[language] : undefined
  return own ?? storedPageTitle(sysConfig, language) ?? translate(language, 'core.systemTitle')
}
