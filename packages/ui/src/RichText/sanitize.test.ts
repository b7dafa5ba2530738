// @vitest-environment jsdom
// happy-dom parses HTML unlike a browser (DOMPurify sees script text as text), so the sanitiser is tested in jsdom.
import { describe, expect, test } from 'vitest'
import { cleanHtml } from './sanitize'

describe('cleanHtml', () => {
  test('takes out script, event handlers, javascript: links, inline styles, frames and svg', () => {
    const dirty = [
      '<p style="color:red" onclick="alert(1)">Hello <strong>buyers</strong></p>',
      '<script>window.hacked = true</script>',
      '<img src="x" onerror="window.hacked = true">',
      '<a href="javascript:alert(1)">bad</a>',
      '<a href="https://example.com/a">good</a>',
      '<iframe src="https://evil.example"></iframe>',
      '<svg><script>alert(1)</script></svg>',
      '<form action="/steal"><input name="x"></form>',
    ].join('')
    const clean = cleanHtml(dirty)
    expect(clean).toContain('<strong>buyers</strong>')
    expect(clean).not.toMatch(/script|onclick|onerror|style=|javascript:|iframe|svg|<form|<input/i)
    expect(clean).toContain('<a href="https://example.com/a" target="_blank" rel="noopener noreferrer">good</a>')
    // The bad link keeps its words but loses its address.
    expect(clean).toContain('<a>bad</a>')
  })

  test('keeps our own image paths and refuses data: images', () => {
    expect(cleanHtml('<img src="/media/a.png" alt="A">')).toBe('<img src="/media/a.png" alt="A">')
    expect(cleanHtml('<img src="data:image/png;base64,AAAA" alt="A">')).toBe('<img alt="A">')
    expect(cleanHtml('<img src="//evil.example/x.png" alt="A">')).toBe('<img alt="A">')
  })

  test('an empty text stays empty', () => {
    expect(cleanHtml('')).toBe('')
  })
})
