import { mkdtemp, rm, symlink } from 'node:fs/promises'
import { createRequire } from 'node:module'
import { tmpdir } from 'node:os'
import { dirname, join } from 'node:path'
import { createWorker, OEM, type Worker } from 'tesseract.js'
import { RecognizerImageError, type CardRecognizer } from './recognizer'

const require = createRequire(import.meta.url)

/** Chinese (simplified) first: its model also reads Latin script, English sharpens e-mails and names. */
export const TESSERACT_LANGUAGES = ['chi_sim', 'eng'] as const

/** The LSTM-only ("best_int") models the language packages ship, as installed in node_modules. */
export function installedModel(language: string): string {
  const packageDir = dirname(require.resolve(`@tesseract.js-data/${language}/package.json`))
  return join(packageDir, '4.0.0_best_int', `${language}.traineddata.gz`)
}

/**
 * Tesseract (WebAssembly, in a worker thread) with the language data of the installed npm packages. Nothing is
 * fetched at run time: tesseract.js reads `${langPath}/${lang}.traineddata.gz` from disk when langPath is a
 * local folder, and cacheMethod 'none' stops it reading or writing a cache in the working directory.
 * The packages keep each language in its own folder, so one temporary folder links them side by side.
 *
 * One warm worker: started by the first recognition, reused after, terminated on close or after a timeout
 * (a tesseract job cannot be cancelled; dropping the worker is the only way to stop it).
 */
export class TesseractCardRecognizer implements CardRecognizer {
  private worker: Promise<Worker> | null = null
  private langDir: string | null = null

  async recognize(image: Uint8Array): Promise<{ lines: string[] }> {
    const worker = await this.start()
    let result: Awaited<ReturnType<Worker['recognize']>>
    try {
      result = await worker.recognize(Buffer.from(image.buffer, image.byteOffset, image.byteLength))
    } catch (error) {
      // Leptonica's words for a file it cannot decode; the worker itself is fine and stays.
      if (/read image/i.test(String(error))) throw new RecognizerImageError()
      throw error
    }
    const lines = result.data.text
      .split('\n')
      .map((line) => line.trim())
      .filter((line) => line.length > 0)
    return { lines }
  }

  /** Whether a worker is up (for tests and measurements). */
  get warm(): boolean {
    return this.worker !== null
  }

  async close(): Promise<void> {
    const worker = this.worker
    this.worker = null
    if (worker) await worker.then((started) => started.terminate()).catch(() => undefined)
    if (this.langDir) {
      const dir = this.langDir
      this.langDir = null
      await rm(dir, { recursive: true, force: true })
    }
  }

  private start(): Promise<Worker> {
    if (!this.worker) {
      this.worker = this.createWorker()
      // A worker that failed to start is not kept: the next recognition tries again.
      this.worker.catch(() => {
        this.worker = null
      })
    }
    return this.worker
  }

  private async createWorker(): Promise<Worker> {
    if (!this.langDir) {
      const dir = await mkdtemp(join(tmpdir(), 'fairpass-tessdata-'))
      for (const language of TESSERACT_LANGUAGES) {
        await symlink(installedModel(language), join(dir, `${language}.traineddata.gz`))
      }
      this.langDir = dir
    }
    return createWorker([...TESSERACT_LANGUAGES], OEM.LSTM_ONLY, {
      langPath: this.langDir,
      cacheMethod: 'none',
      gzip: true,
      // Without a handler tesseract.js rethrows a failed job in its message listener, an uncaught exception that
      // would take the whole server down; the job's own promise still rejects and the route answers it.
      errorHandler: () => undefined,
    })
  }
}
