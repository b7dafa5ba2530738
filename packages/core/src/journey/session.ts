import { isSwitchOn, type RoutingLanguage, type RoutingSysConfig, type RoutingUserInfo } from './types'

export const LOGIN_MODES = ['appsms', 'appemail', 'password', 'idCard'] as const
export type KnownLoginMode = (typeof LOGIN_MODES)[number]

const DEFAULT_LOGIN_MODES: Readonly<Record<RoutingLanguage, readonly KnownLoginMode[]>> = {
  cn: ['appsms'],
  en: ['appemail'],
}

function isLoginMode(value: string): value is KnownLoginMode {
  return (LOGIN_MODES as readonly string[]).includes(value)
}

function parseModes(configured: string | readonly string[] | null | undefined): KnownLoginMode[] {
  const values = typeof configured === 'string' ? configured.split(',') : (configured ?? [])
  const modes: KnownLoginMode[] = []
  for (const raw of values) {
    const mode = raw.trim()
    if (isLoginMode(mode) && !modes.includes(mode)) modes.push(mode)
  }
  return modes
}

/**
 * Login modes offered for the page language, in display order. A configured list with no recognised
 * value falls back to the default, so a typo in the config never leaves the page without a way in.
 */
export function loginModesFor(language: RoutingLanguage, sysConfig: RoutingSysConfig): KnownLoginMode[] {
  const configured = parseModes(language === 'en' ? sysConfig.enLoginMode : sysConfig.cnLoginMode)
  const modes = configured.length ? configured : [...DEFAULT_LOGIN_MODES[language]]
  if (isSwitchOn(sysConfig.passwordLoginSwitch) && !modes.includes('password')) modes.push('password')
  if (isSwitchOn(sysConfig.idCardLoginSwitch) && !modes.includes('idCard')) modes.push('idCard')
  return modes
}

/** With isOneCode=on one code serves as both user and ticket code, so the user code is shown. */
export function ticketCodeFor(userInfo: RoutingUserInfo, sysConfig: RoutingSysConfig): string | null {
  return (isSwitchOn(sysConfig.isOneCode) ? userInfo.userCode : userInfo.userQr) ?? null
}

export function shouldUpgradeTicket(link: { readonly upgradeTicket?: string | null }): boolean {
  return link.upgradeTicket === 'yes'
}

export const OPEN_ID_MAX_AGE_MS = 600_000

/**
 * Both times in epoch ms. A time in the future means the clock moved; the open id is then re-fetched
 * rather than trusted.
 */
export function openIdIsFresh(openIdAt: number | null | undefined, now: number): boolean {
  if (openIdAt == null || !Number.isFinite(openIdAt)) return false
  const age = now - openIdAt
  return age >= 0 && age <= OPEN_ID_MAX_AGE_MS
}
