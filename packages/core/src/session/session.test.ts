import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { parseLink } from '../link'
import {
  $language,
  $link,
  $session,
  $userInfo,
  applyLink,
  chooseSessionStorage,
  clearToken,
  configureSession,
  isOn,
  isOpenIdFresh,
  resolveLanguage,
  setAuth,
  setLanguage,
  setOpenId,
  signOut,
  storedPageTitle,
  syncLanguage,
} from './index'

function resetSession() {
  $session.set({})
  $link.set({})
  $userInfo.set(null)
  sessionStorage.clear()
}

describe('$session persistence', () => {
  beforeEach(resetSession)

  it('writes each field under its own fair: key and removes cleared fields', () => {
    setAuth({ token: 'tk', userId: 'u1', deptId: 'd1', account: 'a@b.c' })
    expect(sessionStorage.getItem('fair:token')).toBe('tk')
    expect(sessionStorage.getItem('fair:userId')).toBe('u1')
    expect(sessionStorage.getItem('fair:account')).toBe('a@b.c')
    clearToken()
    expect(sessionStorage.getItem('fair:token')).toBeNull()
    expect(sessionStorage.getItem('fair:userId')).toBe('u1')
  })

  it('stores numbers as text', () => {
    setOpenId('o1', 1_700_000_000_000)
    expect(sessionStorage.getItem('fair:openIdAt')).toBe('1700000000000')
  })
})

describe('$session start-up', () => {
  // Re-importing the module after resetModules is, to the page, a second copy of core.
  let warn: ReturnType<typeof vi.spyOn>
  beforeEach(() => {
    sessionStorage.clear()
    warn = vi.spyOn(console, 'warn').mockImplementation(() => {})
  })
  afterEach(() => {
    warn.mockRestore()
    vi.unstubAllGlobals()
    vi.resetModules()
    sessionStorage.clear()
  })

  it('loads persisted fields, decoding and validating them, and restores $link', async () => {
    sessionStorage.setItem('fair:token', 'tk')
    sessionStorage.setItem('fair:languageType', 'en')
    sessionStorage.setItem('fair:openIdAt', '1234')
    sessionStorage.setItem('fair:linkQuery', 'tenantId=t1&exhibitionId=e1')
    sessionStorage.setItem('fair:unrelated', 'x')
    vi.resetModules()
    const fresh = await import('./index')
    expect(fresh.$session.get()).toEqual({
      token: 'tk',
      languageType: 'en',
      openIdAt: 1234,
      linkQuery: 'tenantId=t1&exhibitionId=e1',
    })
    expect(fresh.$link.get()).toEqual({ tenantId: 't1', exhibitionId: 'e1' })
    expect(fresh.$language.get()).toBe('en')
    expect(warn).toHaveBeenCalledWith(expect.stringContaining('second copy of @fairpass/core'))
  })

  it('ignores a garbled stored language', async () => {
    sessionStorage.setItem('fair:languageType', 'klingon')
    vi.resetModules()
    const fresh = await import('./index')
    expect(fresh.$session.get().languageType).toBeUndefined()
    expect(fresh.$language.get()).toBe('cn')
  })

  it('works from memory when sessionStorage throws (private mode)', async () => {
    const broken = {
      getItem: () => {
        throw new Error('SecurityError')
      },
      setItem: () => {
        throw new Error('QuotaExceededError')
      },
      removeItem: () => {
        throw new Error('SecurityError')
      },
    }
    vi.stubGlobal('sessionStorage', broken)
    vi.resetModules()
    const fresh = await import('./index')
    fresh.setAuth({ token: 'mem', userId: 'u' })
    expect(fresh.$session.get().token).toBe('mem')
    expect(fresh.readStoredSessionField('token')).toBeUndefined()
  })

  it('works from memory when sessionStorage is missing', async () => {
    vi.stubGlobal('sessionStorage', undefined)
    vi.resetModules()
    const fresh = await import('./index')
    fresh.setLanguage('en')
    expect(fresh.$language.get()).toBe('en')
  })
})

describe('applyLink', () => {
  beforeEach(resetSession)

  it('copies ids, language and open id and saves the link query', () => {
    const { context } = parseLink(
      '#/registration?tenantId=t1&exhibitionId=e1&registerType=visitor&registerLinkId=rl&registrationSource=inviteCard&languageType=en&openId=o1&sourceCode=s9',
    )
    applyLink(context, 5000)
    expect($session.get()).toMatchObject({
      tenantId: 't1',
      exhibitionId: 'e1',
      registerType: 'visitor',
      registerLinkId: 'rl',
      registrationSource: 'inviteCard',
      languageType: 'en',
      openId: 'o1',
      openIdAt: 5000,
    })
    expect($link.get()).toEqual(context)
    expect(parseLink(`?${$session.get().linkQuery}`).context).toEqual(context)
    expect(sessionStorage.getItem('fair:linkQuery')).toBe($session.get().linkQuery)
  })

  it('changes nothing for an empty link', () => {
    applyLink({ tenantId: 't1', exhibitionId: 'e1' })
    setAuth({ token: 'tk' })
    const before = $session.get()
    applyLink({})
    expect($session.get()).toBe(before)
    expect($link.get()).toEqual({ tenantId: 't1', exhibitionId: 'e1' })
  })

  it('merges a partial link over the saved one and keeps the token', () => {
    applyLink({ tenantId: 't1', exhibitionId: 'e1', registerLinkId: 'rl' })
    setAuth({ token: 'tk' })
    applyLink({ languageType: 'en' })
    expect($link.get()).toEqual({ tenantId: 't1', exhibitionId: 'e1', registerLinkId: 'rl', languageType: 'en' })
    expect($session.get().token).toBe('tk')
    expect($session.get().linkQuery).toContain('registerLinkId=rl')
  })

  it('starts a new session for another exhibition', () => {
    applyLink({ tenantId: 't1', exhibitionId: 'e1', registerLinkId: 'rl', registrationSource: 'giveCard' })
    setAuth({ token: 'tk', userId: 'u1' })
    $userInfo.set({ userId: 'u1' })
    applyLink({ tenantId: 't1', exhibitionId: 'e2' })
    expect($session.get()).toEqual({ tenantId: 't1', exhibitionId: 'e2', linkQuery: 'exhibitionId=e2&tenantId=t1' })
    expect($userInfo.get()).toBeNull()
    expect($link.get()).toEqual({ tenantId: 't1', exhibitionId: 'e2' })
  })
})

describe('auth actions', () => {
  beforeEach(resetSession)

  it('setAuth clears ids that the new login does not provide', () => {
    setAuth({ token: 'a', userId: 'u1', deptId: 'd1', account: 'x' })
    setAuth({ token: 'b', userId: 'u2' })
    expect($session.get()).toEqual({ token: 'b', userId: 'u2' })
  })

  it('clearToken keeps the ids, signOut drops the user', () => {
    configureSession({ tenantId: 't1', exhibitionId: 'e1' })
    setAuth({ token: 'a', userId: 'u1', account: 'x' })
    $userInfo.set({ userId: 'u1' })
    clearToken()
    expect($session.get()).toEqual({ tenantId: 't1', exhibitionId: 'e1', userId: 'u1', account: 'x' })
    signOut()
    expect($session.get()).toEqual({ tenantId: 't1', exhibitionId: 'e1' })
    expect($userInfo.get()).toBeNull()
  })
})

describe('language', () => {
  beforeEach(resetSession)

  it('defaults to cn and follows setLanguage', () => {
    expect($language.get()).toBe('cn')
    setLanguage('en')
    expect($language.get()).toBe('en')
  })

  it('resolveLanguage: store, else session, else cn', () => {
    expect(resolveLanguage({ store: 'en', session: 'cn' })).toBe('en')
    expect(resolveLanguage({ store: undefined, session: 'en' })).toBe('en')
    expect(resolveLanguage({ store: 'fr', session: 'EN' })).toBe('en')
    expect(resolveLanguage({})).toBe('cn')
  })

  it('syncLanguage falls back to sessionStorage when the store lost the language', () => {
    sessionStorage.setItem('fair:languageType', 'en')
    expect(syncLanguage()).toBe('en')
    expect($session.get().languageType).toBe('en')
  })
})

describe('helpers', () => {
  it('isOpenIdFresh: younger than 600 s', () => {
    expect(isOpenIdFresh({ openId: 'o', openIdAt: 1000 }, 1000 + 599_999)).toBe(true)
    expect(isOpenIdFresh({ openId: 'o', openIdAt: 1000 }, 1000 + 600_000)).toBe(false)
    expect(isOpenIdFresh({ openIdAt: 1000 }, 1001)).toBe(false)
  })

  it('isOn reads every spelling of a switch', () => {
    for (const on of ['on', 'ON', 'yes', 'true', '1', true] as const) expect(isOn(on)).toBe(true)
    for (const off of ['off', 'no', '', false, null, undefined] as const) expect(isOn(off)).toBe(false)
  })

  it('storedPageTitle picks the language and ignores blanks', () => {
    const config = { pageTitle: '春季展', pageTitleEn: ' ' }
    expect(storedPageTitle(config, 'cn')).toBe('春季展')
    expect(storedPageTitle(config, 'en')).toBeUndefined()
    expect(storedPageTitle(null, 'cn')).toBeUndefined()
  })
})

describe('the storage the host chose for the session (token-storage)', () => {
  afterEach(() => {
    chooseSessionStorage('session')
    localStorage.clear()
  })

  it('keeps the token only in memory, or in localStorage under fair: keys, and moves what the page holds', () => {
    setAuth({ token: 'in-tab', userId: 'u1' })
    chooseSessionStorage('memory')
    setAuth({ token: 'memory-only', userId: 'u1' })
    expect($session.get().token).toBe('memory-only')
    expect(sessionStorage.getItem('fair:token')).toBe('in-tab')

    chooseSessionStorage('local')
    expect(localStorage.getItem('fair:token')).toBe('memory-only')
    setAuth({ token: 'everywhere', userId: 'u1' })
    expect(localStorage.getItem('fair:token')).toBe('everywhere')
  })
})
