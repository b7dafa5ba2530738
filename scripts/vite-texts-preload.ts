import type { OutputBundle, OutputChunk } from 'rolldown'
import type { Plugin } from 'vite'

const PLACEHOLDER = '<!--fair-texts-preload-->'
const TEXTS_MODULE = /\.(cn|en)\.ts$/

type Language = 'cn' | 'en'

/**
 * The texts the startup code registers (core/i18n: one module per language behind `import()`), by language: the
 * files the page's first element fetches as soon as the startup code runs.
 */
export function startupTexts(bundle: OutputBundle, base: string, entry: string): Record<Language, string[]> {
  const texts: Record<Language, string[]> = { cn: [], en: [] }
  const chunks = Object.values(bundle).filter((output): output is OutputChunk => output.type === 'chunk')
  const byFile = new Map(chunks.map((chunk) => [chunk.fileName, chunk]))
  for (const chunk of chunks.filter((candidate) => candidate.fileName === entry)) {
    const startup = new Set<string>()
    const visit = (file: string) => {
      if (startup.has(file)) return
      startup.add(file)
      byFile.get(file)?.imports.forEach(visit)
    }
    visit(chunk.fileName)
    for (const file of startup) {
      for (const lazy of byFile.get(file)?.dynamicImports ?? []) {
        const language = textsLanguage(byFile.get(lazy))
        if (language && !texts[language].includes(base + lazy)) texts[language].push(base + lazy)
      }
    }
  }
  return texts
}

/** The language of a chunk of texts: its own module's, or (the app build puts the startup texts of one language in one
 * chunk, vite.config.ts) that of every module in it. */
function textsLanguage(chunk: OutputChunk | undefined): Language | undefined {
  const ids = chunk?.facadeModuleId ? [chunk.facadeModuleId] : (chunk?.moduleIds ?? [])
  const languages = new Set(ids.map((id) => TEXTS_MODULE.exec(id)?.[1]))
  const [language] = languages
  return languages.size === 1 ? (language as Language | undefined) : undefined
}

/**
 * An inline script that asks for those texts in the visitor's language while the startup code is still downloading
 * (the language as core/session decides it for an entry link: the link's languageType, else the tab's session, else
 * cn), so the app's first page does not wait one more round trip for its words. A wrong guess costs one small file.
 * A language named by the link goes into the session at once, so the startup code asks for no other language's texts.
 */
export function textsPreloadScript(texts: Record<Language, string[]>): string {
  return `(${preloadTexts.toString()})(window,${JSON.stringify(texts)})`
}

/** Serialised into the page: self-contained, no imports, no closures over module scope. */
function preloadTexts(win: Window, texts: Record<'cn' | 'en', string[]>): void {
  const pick = (value: string | null): 'cn' | 'en' | null => {
    const lowered = (value || '').trim().toLowerCase()
    return lowered === 'cn' || lowered === 'en' ? lowered : null
  }
  let stored: string | null = null
  try {
    stored = win.sessionStorage.getItem('fair:languageType')
  } catch {
    // Storage can be unavailable (private mode); the link or cn decides.
  }
  const hash = win.location.hash || ''
  const query = new URLSearchParams(hash.split('?')[1] || '')
  const linked = pick(query.get('languageType'))
  const language = linked || pick(stored) || 'cn'
  // The router takes the link's language into the session only once the first element has rendered, and the startup
  // code has registered its texts before that, in the language the session had: cn for a first visit by an English
  // link, whose three files then came for nothing. The session's rule is the same (the link's language beats the
  // stored one), only applied now. A link with two question marks is rewritten by the app first: left to it.
  if (linked && linked !== stored && hash.split('?').length === 2) {
    try {
      win.sessionStorage.setItem('fair:languageType', linked)
    } catch {
      // Storage can be unavailable (private mode); the router applies the link as before.
    }
  }
  for (const href of texts[language]) {
    const link = win.document.createElement('link')
    link.rel = 'modulepreload'
    link.href = href
    win.document.head.appendChild(link)
  }
}

/** Writes the preload into pages that ask for it with `<!--fair-texts-preload-->`. */
export function textsPreloadPlugin(): Plugin {
  let base = '/'
  return {
    name: 'fairpass:texts-preload',
    configResolved(config) {
      base = config.base
    },
    transformIndexHtml: {
      order: 'post',
      handler(html, context) {
        if (!html.includes(PLACEHOLDER)) return html
        // The dev server has no bundle: its modules load one by one anyway.
        if (!context.bundle || !context.chunk) return html.replace(PLACEHOLDER, '')
        return html.replace(PLACEHOLDER, `<script>${textsPreloadScript(startupTexts(context.bundle, base, context.chunk.fileName))}</script>`)
      },
    },
  }
}
