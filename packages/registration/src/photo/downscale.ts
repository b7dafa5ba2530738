/** Longest side sent to the server: enough for card text, a fraction of a phone camera's 12 MP. */
export const MAX_SIDE = 1600
/** Pictures already this small and within MAX_SIDE go as they are. */
const SMALL_ENOUGH_BYTES = 1024 * 1024

export interface PreparedImage {
  blob: Blob
  name: string
}

/**
 * Shrinks a big phone photo to at most MAX_SIDE pixels as JPEG before upload, saving the visitor's bandwidth.
 * A file the browser cannot decode goes as it is: the server checks its content and says what is wrong.
 */
export async function prepareImage(file: File, maxSide = MAX_SIDE): Promise<PreparedImage> {
  const original = { blob: file, name: file.name }
  if (typeof createImageBitmap !== 'function' || typeof document === 'undefined') return original
  let bitmap: ImageBitmap
  try {
    // Phones store photos sideways with an orientation tag; the decoder turns them upright.
    bitmap = await createImageBitmap(file, { imageOrientation: 'from-image' })
  } catch {
    return original
  }
  try {
    const scale = Math.min(1, maxSide / Math.max(bitmap.width, bitmap.height))
    if (scale === 1 && file.size <= SMALL_ENOUGH_BYTES) return original
    const canvas = document.createElement('canvas')
    canvas.width = Math.round(bitmap.width * scale)
    canvas.height = Math.round(bitmap.height * scale)
    const context = canvas.getContext('2d')
    if (!context) return original
    context.fillStyle = '#fff' // transparent PNG areas would turn black in a JPEG
    context.fillRect(0, 0, canvas.width, canvas.height)
    context.drawImage(bitmap, 0, 0, canvas.width, canvas.height)
    const blob = await new Promise<Blob | null>((resolve) => canvas.toBlob(resolve, 'image/jpeg', 0.85))
    if (!blob || blob.size >= file.size) return original
    return { blob, name: `${file.name.replace(/\.[^.]*$/, '') || 'card'}.jpg` }
  } finally {
    bitmap.close()
  }
}
