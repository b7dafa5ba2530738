import { describe, expect, it } from 'vitest'
import { errorMessages, isErrorMessageKey, messageFor, type MessageLanguage } from './index'

describe('error catalogue', () => {
  it('has every key in both languages, with the same params', () => {
    const cnKeys = Object.keys(errorMessages.cn).sort()
    expect(cnKeys).toEqual(Object.keys(errorMessages.en).sort())
    const params = (text: string) => [...text.matchAll(/\{(\w+)\}/g)].map((match) => match[1]).sort()
    for (const key of cnKeys) {
      const typed = key as keyof typeof errorMessages.cn
      expect(errorMessages.cn[typed], key).toMatch(/\p{Script=Han}/u)
      // English without a Chinese character or full-width punctuation left in it (units such as m² are English too).
      expect(errorMessages.en[typed], key).not.toMatch(/[\p{Script=Han}\u3000-\u303F\uFF00-\uFFEF]/u)
      expect(params(errorMessages.cn[typed]), key).toEqual(params(errorMessages.en[typed]))
    }
  })
  it('covers the messages of spec §8 and the server refusals', () => {
    for (const key of [
      'error.wrongLink',
      'error.openInMessagingApp',
      'error.loginFailed',
      'error.alreadyRegisteredDocuments',
      'error.noUsableTickets',
      'error.codeFailedCompleteInfo',
      'error.accountRestricted',
      'error.emailAccountNotSupported',
      'error.registrationClosed',
      'error.ticketLimitReached',
      'error.maxDocumentsReached',
      'error.documentApplicationClosed',
      'error.passwordMismatch',
      'error.codeIncorrect',
      'error.codeExpired',
      'error.codeTooManyAttempts',
      'error.tooManyRequests',
      'error.unknownTenant',
      'error.unknownExhibition',
      'error.notSignedIn',
      'error.sessionExpired',
      'error.forbidden',
      'error.notFound',
      'error.smsLoginUnavailable',
      'error.emailLoginUnavailable',
      'error.passwordLoginUnavailable',
      'error.wrongCredentials',
      'error.internal',
      'error.privacyRequired',
    ]) {
      expect(isErrorMessageKey(key), key).toBe(true)
    }
  })
})

describe('messageFor', () => {
  it('answers in the requested language', () => {
    expect(messageFor('error.wrongLink', 'en')).toBe('Wrong link, please open the correct pre-registration link')
    expect(messageFor('error.wrongLink', 'cn')).toBe('链接错误，请打开正确的预登记链接')
    expect(messageFor('error.passwordMismatch', 'en')).toBe('The new passwords entered do not match')
  })
  it('fills params', () => {
    expect(messageFor('error.tooManyRequests', 'en', { n: 42 })).toBe('Too many requests, please try again in 42 s')
    expect(messageFor('error.tooManyRequests', 'cn', { n: 42 })).toBe('请求过于频繁，请42秒后再试')
  })
  it('never shows a raw key', () => {
    expect(messageFor('error.doesNotExist', 'en')).toBe('Unknown error')
    expect(messageFor('error.doesNotExist', 'fr' as MessageLanguage)).toBe('未知错误')
  })
})
