/**
 * What the card endpoint needs from an OCR engine. The embedded tesseract engine is one implementation; a cloud
 * OCR service plugs in by implementing this and being chosen in createCardRecognizer (env CARD_OCR).
 */
export interface CardRecognizer {
  /** The text lines of a JPEG or PNG image, top to bottom. */
  recognize(image: Uint8Array): Promise<{ lines: string[] }>
  /** Frees what the engine holds (a worker thread, a connection); a later recognize may start it again. */
  close(): Promise<void>
}

/** The engine has as much work queued as it may hold; the caller should try again shortly. */
export class RecognizerBusyError extends Error {
  constructor() {
    super('card recognizer busy')
    this.name = 'RecognizerBusyError'
  }
}

/** The engine could not decode the picture (a damaged file that still starts like a JPEG or PNG). */
export class RecognizerImageError extends Error {
  constructor() {
    super('card image could not be decoded')
    this.name = 'RecognizerImageError'
  }
}

/** One recognition ran past its time limit. */
export class RecognizerTimeoutError extends Error {
  constructor(readonly ms: number) {
    super(`card recognition took longer than ${ms} ms`)
    this.name = 'RecognizerTimeoutError'
  }
}

export interface LimitOptions {
  /** Recognitions running at once (one per engine worker). */
  concurrency: number
  /** Recognitions allowed to wait; more are refused with RecognizerBusyError instead of piling up in memory. */
  maxQueue: number
  /** Time limit of one recognition, waiting excluded. */
  timeoutMs: number
  /** Called when a recognition timed out, so the engine can drop the work it cannot cancel. */
  onTimeout?: () => Promise<void> | void
}

/**
 * Wraps a recognizer with a concurrency limit, a bounded queue and a time limit, so a burst of uploads holds at
 * most `maxQueue` images in memory and a stuck recognition cannot block the ones behind it forever.
 */
export function limitRecognizer(inner: CardRecognizer, options: LimitOptions): CardRecognizer & { readonly pending: number } {
  let running = 0
  const waiting: Array<() => void> = []

  const acquire = async (): Promise<void> => {
    if (running < options.concurrency) {
      running += 1
      return
    }
    if (waiting.length >= options.maxQueue) throw new RecognizerBusyError()
    await new Promise<void>((resolve) => waiting.push(resolve))
  }
  const release = (): void => {
    const next = waiting.shift()
    if (next) next()
    else running -= 1
  }

  return {
    get pending() {
      return running + waiting.length
    },
    async recognize(image) {
      await acquire()
      let timer: NodeJS.Timeout | undefined
      try {
        const timeout = new Promise<never>((_, reject) => {
          timer = setTimeout(() => reject(new RecognizerTimeoutError(options.timeoutMs)), options.timeoutMs)
        })
        try {
          return await Promise.race([inner.recognize(image), timeout])
        } catch (error) {
          if (error instanceof RecognizerTimeoutError) await options.onTimeout?.()
          throw error
        }
      } finally {
        clearTimeout(timer)
        release()
      }
    },
    close: () => inner.close(),
  }
}
