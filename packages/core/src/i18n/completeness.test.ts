/// <reference types="vite/client" />
import { describe, expect, it } from 'vitest'
import { errorMessages } from '../messages'
import { validationMessages } from '../validation'
import type { MessageTree } from './translator'

/**
 * Every text module of every package, found by name, so a new area or page folder is covered without being listed:
 * a key in one language only shows the other language (or the bare key) to the visitor.
 */
const modules = import.meta.glob<{ default: MessageTree }>(['../../../*/src/**/*.cn.ts', '../../../*/src/**/*.en.ts'], {
  eager: true,
})

// Chinese characters or full-width punctuation: never right in an English text.
const CHINESE = /[\p{Script=Han}\u3000-\u303F\uFF00-\uFFEF]/u
// A word of English in a cn text (a left-over copy of the en text). Capital-only codes (DE, QR, AB1234), brands,
// file types and units are allowed.
const ENGLISH_WORDS = /\b(?=[A-Za-z]*[a-z])[A-Za-z]{2,}\b/g
const ALLOWED_LATIN = new Set([
  'FairPass', 'PDF', 'QR', 'SMS', 'App', 'ID', 'VIP', 'VAT', 'xlsx', 'csv', 'ics', 'Excel', 'WeChat', 'PNG', 'JPG', 'JPEG',
  'GIF', 'URL', 'http', 'https', 'www', 'example', 'com', 'Logo', 'LOGO', 'logo', 'Pay', 'iOS', 'Android', 'Expo', 'FAIR',
  'mailto', 'tel', 'KB', 'MB', 'fairpass', 'pdf', 'jpg', 'png', 'NUL', 'YYYY', 'MM', 'DD',
  'WhatsApp', 'doc', 'xls', 'zip', 'ai', 'en', 'mm',
])

/** The language switch names each language in itself (marked with its lang, so the page checks skip it too). */
const LANGUAGE_NAME = /(^|\.)language(\.)?(en|cn)$/i

/**
 * Answers to API callers and the organiser's CLI, not to visitors: they quote the literal values, commands and
 * settings the caller has to write.
 */
const QUOTES_LITERALS = new Set([
  'validation.review.state', 'validation.review.decision', 'validation.exhibitor.deadline', 'validation.conference.timeZone', 'validation.timeZone', 'validation.conference.walkIn',
  'error.payment.returnOrigin', 'error.multipartBoundary',
  // the exhibition file's and the webhook commands' refusals name the file's keys, field types and event docs
  'validation.exhibitionFile.colour', 'validation.exhibitionFile.fieldType', 'validation.exhibitionFile.sectioned',
  'validation.exhibitionFile.idTaken', 'validation.webhook.eventType',
])

/** English texts that show a Chinese example on purpose: a mainland number plate is written with its province. */
const CHINESE_IN_EN = new Set(['lodging.parking.hints.mainland', 'validation.parking.plate'])

function leaves(tree: MessageTree, prefix = ''): Map<string, string> {
  const found = new Map<string, string>()
  for (const [key, value] of Object.entries(tree)) {
    const path = prefix ? `${prefix}.${key}` : key
    if (typeof value === 'string') found.set(path, value)
    else for (const [leaf, text] of leaves(value, path)) found.set(leaf, text)
  }
  return found
}

const PARAM = /\{\{\s*\w+\s*\}\}|\{\w+\}/g

const params = (text: string) => [...text.matchAll(/\{\{\s*(\w+)\s*\}\}|\{(\w+)\}/g)].map((match) => match[1] ?? match[2]).sort()

interface Pair {
  name: string
  cn: Map<string, string>
  en: Map<string, string>
}

function pairs(): Pair[] {
  const found: Pair[] = []
  for (const path of Object.keys(modules).filter((name) => name.endsWith('.cn.ts'))) {
    const enPath = path.replace(/\.cn\.ts$/, '.en.ts')
    const name = path.startsWith('./') ? path.replace('./', 'packages/core/src/i18n/') : path.replace('../../../', 'packages/')
    found.push({ name, cn: leaves(modules[path].default), en: enPath in modules ? leaves(modules[enPath].default) : new Map() })
  }
  found.push(
    { name: 'core/validation', cn: new Map(Object.entries(validationMessages.cn)), en: new Map(Object.entries(validationMessages.en)) },
    { name: 'core/messages', cn: new Map(Object.entries(errorMessages.cn)), en: new Map(Object.entries(errorMessages.en)) },
  )
  return found
}

describe('texts of every package in cn and en', () => {
  const all = pairs()

  it('finds the text modules of every area, ui and core', () => {
    const packages = new Set(all.map((pair) => pair.name.split('/')[1]))
    for (const name of ['core', 'ui', 'registration', 'ticket-buy', 'wallet', 'invoice', 'conference', 'content', 'exhibitor-portal', 'group-manager', 'customer-tool']) {
      expect(packages, name).toContain(name)
    }
    // Each cn module has its en twin.
    for (const path of Object.keys(modules)) {
      const twin = path.endsWith('.cn.ts') ? path.replace(/\.cn\.ts$/, '.en.ts') : path.replace(/\.en\.ts$/, '.cn.ts')
      expect(Object.keys(modules), `${path} has no twin`).toContain(twin)
    }
  })

  it.each(all.map((pair) => [pair.name, pair] as const))('%s: the same keys, no empty text, the same parameters', (_name, pair) => {
    expect([...pair.cn.keys()].sort()).toEqual([...pair.en.keys()].sort())
    for (const [key, cn] of pair.cn) {
      const en = pair.en.get(key) ?? ''
      expect(cn.trim(), `cn ${key} is empty`).not.toBe('')
      expect(en.trim(), `en ${key} is empty`).not.toBe('')
      expect(params(cn), `parameters of ${key}`).toEqual(params(en))
    }
  })

  it.each(all.map((pair) => [pair.name, pair] as const))('%s: cn is Chinese, en has no Chinese', (_name, pair) => {
    const problems: string[] = []
    for (const [key, cn] of pair.cn) {
      if (LANGUAGE_NAME.test(key) || QUOTES_LITERALS.has(key)) continue
      const text = cn.replace(PARAM, ' ').replace(/\S+@\S+|https?:\/\/\S+/g, ' ')
      const foreign = (text.match(ENGLISH_WORDS) ?? []).filter((word) => !ALLOWED_LATIN.has(word))
      if (foreign.length > 0) problems.push(`English in cn ${key}: ${cn}`)
    }
    for (const [key, en] of pair.en) if (CHINESE.test(en) && !CHINESE_IN_EN.has(key) && !LANGUAGE_NAME.test(key)) problems.push(`Chinese in en ${key}: ${en}`)
    expect(problems).toEqual([])
  })
})
