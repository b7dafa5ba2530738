import { describe, expect, it } from 'vitest'
import type { OutputBundle } from 'rolldown'
import { startupTexts, textsPreloadScript } from './vite-texts-preload'

const chunk = (fileName: string, extra: Record<string, unknown> = {}) => ({ type: 'chunk', fileName, imports: [], dynamicImports: [], facadeModuleId: null, isEntry: false, ...extra })

describe('startupTexts', () => {
  it("finds the texts the entry's startup code imports lazily, by language, and nothing of lazy pages or other entries", () => {
    const bundle = {
      'index.js': chunk('index.js', { isEntry: true, imports: ['startup.js'] }),
      'startup.js': chunk('startup.js', { dynamicImports: ['texts.cn-1.js', 'texts.en-2.js', 'Page.js'] }),
      'texts.cn-1.js': chunk('texts.cn-1.js', { facadeModuleId: '/repo/packages/registration/src/messages/texts.cn.ts' }),
      'texts.en-2.js': chunk('texts.en-2.js', { facadeModuleId: '/repo/packages/registration/src/messages/texts.en.ts' }),
      'Page.js': chunk('Page.js', { facadeModuleId: '/repo/Page.tsx', dynamicImports: ['page.cn-3.js'] }),
      'page.cn-3.js': chunk('page.cn-3.js', { facadeModuleId: '/repo/page.cn.ts' }),
      'embed.js': chunk('embed.js', { isEntry: true, dynamicImports: ['embed.cn-4.js'] }),
      'embed.cn-4.js': chunk('embed.cn-4.js', { facadeModuleId: '/repo/embed.cn.ts' }),
    } as unknown as OutputBundle
    expect(startupTexts(bundle, '/', 'index.js')).toEqual({ cn: ['/texts.cn-1.js'], en: ['/texts.en-2.js'] })
  })

  it('takes a chunk holding several texts modules of one language (the app build groups the startup texts)', () => {
    const bundle = {
      'index.js': chunk('index.js', { isEntry: true, imports: ['startup.js'] }),
      'startup.js': chunk('startup.js', { dynamicImports: ['texts.cn-1.js', 'texts.en-2.js', 'mixed-3.js'] }),
      'texts.cn-1.js': chunk('texts.cn-1.js', { moduleIds: ['/repo/packages/core/src/i18n/core-messages.cn.ts', '/repo/packages/ui/src/messages.cn.ts'] }),
      'texts.en-2.js': chunk('texts.en-2.js', { moduleIds: ['/repo/packages/core/src/i18n/core-messages.en.ts', '/repo/packages/ui/src/messages.en.ts'] }),
      'mixed-3.js': chunk('mixed-3.js', { moduleIds: ['/repo/a.cn.ts', '/repo/a.en.ts'] }),
    } as unknown as OutputBundle
    expect(startupTexts(bundle, '/', 'index.js')).toEqual({ cn: ['/texts.cn-1.js'], en: ['/texts.en-2.js'] })
  })
})

describe('the inline preload', () => {
  function run(hash: string, stored: string | null, written: Record<string, string> = {}) {
    const appended: string[] = []
    const win = {
      location: { hash },
      sessionStorage: {
        getItem: (key: string) => (key === 'fair:languageType' ? stored : null),
        setItem: (key: string, value: string) => {
          written[key] = value
        },
      },
      document: { createElement: () => ({ rel: '', href: '' }), head: { appendChild: (link: { rel: string; href: string }) => appended.push(`${link.rel} ${link.href}`) } },
    }
    new Function('window', textsPreloadScript({ cn: ['/a.cn.js'], en: ['/a.en.js'] }))(win)
    return appended
  }

  it("asks for the link's language, else the session's, else cn", () => {
    expect(run('#/registration?tenantId=1&languageType=en', 'cn')).toEqual(['modulepreload /a.en.js'])
    expect(run('#/registration?tenantId=1', 'en')).toEqual(['modulepreload /a.en.js'])
    expect(run('#/registration?languageType=fr', null)).toEqual(['modulepreload /a.cn.js'])
  })

  it("puts the link's language into the session before the startup code registers its texts, and nothing else", () => {
    const written: Record<string, string> = {}
    run('#/registration?tenantId=1&languageType=EN', 'cn', written)
    expect(written).toEqual({ 'fair:languageType': 'en' })
    for (const [hash, stored] of [
      ['#/registration?tenantId=1', 'en'],
      ['#/registration?languageType=fr', null],
      ['#/registration?languageType=en', 'en'],
      ['#/registration?tenantId=1?languageType=en', null],
    ] as const) {
      const untouched: Record<string, string> = {}
      run(hash, stored, untouched)
      expect(untouched).toEqual({})
    }
  })
})
