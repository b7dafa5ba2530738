/*
 * The phone camera as a QR reader in the browser: frames drawn to a canvas and decoded with jsQR (loaded when the
 * camera starts, so no other page carries the decoder). A badge held in front of the camera is seen in every frame:
 * the same code is reported once per `repeatMs`.
 */

export type CameraFailure = 'denied' | 'unavailable'

/** Reports a code unless the same one was reported within `repeatMs` (a badge held still is one scan). */
export function repeatGuard(repeatMs: number, now: () => number = Date.now) {
  let last: { code: string; at: number } | null = null
  return (code: string): boolean => {
    const at = now()
    if (last && last.code === code && at - last.at < repeatMs) return false
    last = { code, at }
    return true
  }
}

/** Why the camera could not start, from getUserMedia's error name. */
export function cameraFailureOf(error: unknown): CameraFailure {
  const name = error instanceof Error || (typeof error === 'object' && error && 'name' in error) ? String((error as { name: unknown }).name) : ''
  return name === 'NotAllowedError' || name === 'SecurityError' ? 'denied' : 'unavailable'
}

export interface CameraScan {
  stop(): void
}

const FRAME_MS = 200
const MAX_WIDTH = 640

/**
 * Starts the rear camera into `video` and decodes a frame every 200 ms (five a second is plenty for a badge and
 * leaves a slow phone's CPU for the page); `onCode` gets each new code. Rejects with the getUserMedia error.
 */
export async function startCameraScan(video: HTMLVideoElement, onCode: (code: string) => void, repeatMs = 3_000): Promise<CameraScan> {
  if (!navigator.mediaDevices?.getUserMedia) throw Object.assign(new Error('No camera API'), { name: 'NotFoundError' })
  const [stream, { default: jsQR }] = await Promise.all([
    navigator.mediaDevices.getUserMedia({ video: { facingMode: 'environment' }, audio: false }),
    import('jsqr'),
  ])
  video.srcObject = stream
  video.muted = true
  video.setAttribute('playsinline', '')
  await video.play().catch(() => undefined)

  const canvas = document.createElement('canvas')
  const context = canvas.getContext('2d', { willReadFrequently: true })
  const fresh = repeatGuard(repeatMs)
  let stopped = false
  let timer: ReturnType<typeof setTimeout> | null = null

  const frame = () => {
    if (stopped) return
    if (context && video.readyState >= 2 && video.videoWidth > 0) {
      const scale = Math.min(1, MAX_WIDTH / video.videoWidth)
      canvas.width = Math.round(video.videoWidth * scale)
      canvas.height = Math.round(video.videoHeight * scale)
      context.drawImage(video, 0, 0, canvas.width, canvas.height)
      const image = context.getImageData(0, 0, canvas.width, canvas.height)
      const found = jsQR(image.data, image.width, image.height, { inversionAttempts: 'dontInvert' })
      const code = found?.data.trim()
      if (code && fresh(code)) onCode(code)
    }
    timer = setTimeout(frame, FRAME_MS)
  }
  frame()

  return {
    stop() {
      stopped = true
      if (timer) clearTimeout(timer)
      for (const track of stream.getTracks()) track.stop()
      video.srcObject = null
    },
  }
}
