import { translate } from '../i18n'
import type { LanguageType } from '../link'
import { storedPageTitle, type SysConfig } from '../session'
import type { RouteDefinition } from './routes'

/**
 * Spec §2 title rule: the route's own title, else the exhibition's stored title (pageTitle /
 * pageTitleEn), else the registration-system title.
 */
export function routeTitle(
  route: RouteDefinition | null | undefined,
  language: LanguageType,
  sysConfig: SysConfig | null | undefined,
): string {
  return route?.title?.[language] ?? storedPageTitle(sysConfig, language) ?? translate(language, 'core.systemTitle')
}
