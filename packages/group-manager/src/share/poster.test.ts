import { describe, expect, it } from 'vitest'
import { artworkAddress, wrapLines } from './poster'

/** One unit per character: a monospace stand-in for the canvas's measureText. */
const measure = (text: string) => Array.from(text).length

describe('the poster’s text', () => {
  it('breaks at spaces, and inside a text without any (Chinese)', () => {
    expect(wrapLines('Li Lei invites you to the fair', 12, measure, 3)).toEqual(['Li Lei', 'invites you', 'to the fair'])
    expect(wrapLines('李雷邀您参观二零二六国际票务演示展', 8, measure, 3)).toEqual(['李雷邀您参观二零', '二六国际票务演示', '展'])
  })

  it('ends the last line kept with an ellipsis', () => {
    const lines = wrapLines('one two three four five six seven', 9, measure, 2)
    expect(lines).toHaveLength(2)
    expect(lines[1].endsWith('…')).toBe(true)
    expect(measure(lines[1])).toBeLessThanOrEqual(9)
  })

  it('loads relative artwork from the app’s origin', () => {
    expect(artworkAddress('/channels/poster-art.svg', 'https://fair.example/app/#/share')).toBe('https://fair.example/channels/poster-art.svg')
    expect(artworkAddress('https://cdn.example/a.png', 'https://fair.example/')).toBe('https://cdn.example/a.png')
  })
})
