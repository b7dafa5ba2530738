import { afterEach, beforeEach, describe, expect, test } from 'vitest'
import registrationCn from '../messages/texts.cn'
import registrationEn from '../messages/texts.en'
import { bootLoginShell, loginShellScript } from './boot'
import { takeLoginShell } from './handoff'
import { loginShellHtml } from './markup'

function open(hash: string) {
  history.replaceState(null, '', `/${hash}`)
}

beforeEach(() => {
  sessionStorage.clear()
  document.documentElement.removeAttribute('data-fair-shell')
  delete window.__fairLoginShell
  document.body.innerHTML = ''
})

afterEach(() => {
  takeLoginShell()
})

describe('when the shell shows', () => {
  test('for a login link with tenant and exhibition, in the link language', () => {
    open('#/registration?tenantId=000000&exhibitionId=1002&languageType=en')
    expect(bootLoginShell(window, document)?.language).toBe('en')
    expect(document.documentElement.getAttribute('data-fair-shell')).toBe('en')
  })

  test('in the session language, else cn, when the link names none', () => {
    open('#/registration?tenantId=000000&exhibitionId=1002')
    expect(bootLoginShell(window, document)?.language).toBe('cn')
    sessionStorage.setItem('fair:languageType', 'en')
    expect(bootLoginShell(window, document)?.language).toBe('en')
  })

  test('not on other routes, wrong links, redirect links or malformed tracking links', () => {
    for (const hash of [
      '#/wallet?tenantId=000000&exhibitionId=1002',
      '#/registration?languageType=en',
      '#/registration?tenantId=000000&exhibitionId=1002&isOpenGeo=yes',
      '#/registration?tenantId=000000&exhibitionId=1002?from=timeline',
    ]) {
      open(hash)
      expect(bootLoginShell(window, document), hash).toBeNull()
    }
  })

  test('not for a visitor signed in to the same exhibition, but for another exhibition', () => {
    sessionStorage.setItem('fair:token', 't')
    sessionStorage.setItem('fair:exhibitionId', '1002')
    open('#/registration?tenantId=000000&exhibitionId=1002')
    expect(bootLoginShell(window, document)).toBeNull()
    open('#/registration?tenantId=000000&exhibitionId=1001')
    expect(bootLoginShell(window, document)).not.toBeNull()
  })
})

describe('what the shell records and hands over', () => {
  test('typed values, the caret, the privacy tick and a pressed "Send code"', () => {
    document.body.innerHTML = loginShellHtml({ cn: registrationCn, en: registrationEn })
    open('#/registration?tenantId=000000&exhibitionId=1002&languageType=en')
    bootLoginShell(window, document)
    const email = document.querySelector<HTMLInputElement>('[data-fair-shell-lang="en"] input[name="email"]')!
    email.value = 'ada@example.com'
    email.dispatchEvent(new Event('input', { bubbles: true }))
    const privacy = document.querySelector<HTMLInputElement>('[data-fair-shell-lang="en"] input[name="privacy"]')!
    privacy.checked = true
    privacy.dispatchEvent(new Event('change', { bubbles: true }))
    document.querySelector<HTMLButtonElement>('[data-fair-shell-lang="en"] [data-fair-shell-send]')!.click()

    const state = takeLoginShell()
    expect(state).toMatchObject({ values: { email: 'ada@example.com', privacy: true }, sendCode: true, focus: { name: 'email' } })
    expect(document.querySelector('[data-fair-shell-root]')).toBeNull()
    expect(document.documentElement.hasAttribute('data-fair-shell')).toBe(false)
    expect(takeLoginShell()).toBeNull()
  })

  test('the inline script is the same self-contained function', () => {
    open('#/registration?tenantId=000000&exhibitionId=1002&languageType=en')
    new Function(loginShellScript())()
    expect(window.__fairLoginShell?.language).toBe('en')
  })
})
