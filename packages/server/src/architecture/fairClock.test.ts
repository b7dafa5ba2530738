import { readdir, readFile } from 'node:fs/promises'
import path from 'node:path'
import { fileURLToPath } from 'node:url'
import { describe, expect, it } from 'vitest'

/*
 * One server process serves exhibitions in many zones. Core's fairDay and formatFair* fall back to the page's zone
 * (the browser session's exhibition; China time in a process that has none), so a server call that names no zone
 * would quietly date a fair abroad on China's clock. Every call here names the exhibition's zone.
 */

const SRC = fileURLToPath(new URL('..', import.meta.url))

async function sources(dir: string): Promise<string[]> {
  const found: string[] = []
  for (const entry of await readdir(dir, { withFileTypes: true })) {
    const full = path.join(dir, entry.name)
    if (entry.isDirectory()) found.push(...(await sources(full)))
    else if (/\.tsx?$/.test(entry.name) && !/\.test\.tsx?$/.test(entry.name)) found.push(full)
  }
  return found
}

/** The arguments of each call of `name` in `text`, split at the call's own commas. */
function callArguments(text: string, name: string): string[][] {
  const calls: string[][] = []
  const pattern = new RegExp(`\\b${name}\\(`, 'g')
  for (let match = pattern.exec(text); match; match = pattern.exec(text)) {
    const args: string[] = []
    let depth = 0
    let current = ''
    for (let index = match.index + match[0].length; index < text.length; index += 1) {
      const char = text[index]
      if (depth === 0 && char === ')') break
      if (depth === 0 && char === ',') {
        args.push(current.trim())
        current = ''
        continue
      }
      if ('([{'.includes(char)) depth += 1
      if (')]}'.includes(char)) depth -= 1
      current += char
    }
    if (current.trim()) args.push(current.trim())
    calls.push(args)
  }
  return calls
}

describe('the fair’s clock on the server', () => {
  it('reads the arguments of a call', () => {
    expect(callArguments('fairDay(now) + fairDay(at(1, 2), zone)', 'fairDay')).toEqual([['now'], ['at(1, 2)', 'zone']])
  })

  it('names the exhibition’s zone in every fairDay and formatFair* call', async () => {
    const unnamed: string[] = []
    for (const file of await sources(SRC)) {
      const text = await readFile(file, 'utf8')
      const where = path.relative(SRC, file)
      for (const args of callArguments(text, 'fairDay')) if (args.length < 2) unnamed.push(`${where}: fairDay(${args.join(', ')})`)
      for (const name of ['formatFairDateTime', 'formatFairDate', 'formatFairTime']) {
        for (const args of callArguments(text, name)) if (!args[2]?.includes('timeZone')) unnamed.push(`${where}: ${name}(${args.join(', ')})`)
      }
      if (/\bfairTimeZone\(\)/.test(text)) unnamed.push(`${where}: fairTimeZone()`)
    }
    expect(unnamed).toEqual([])
  })
})
