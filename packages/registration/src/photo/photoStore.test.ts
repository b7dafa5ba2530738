import { afterEach, beforeEach, describe, expect, test, vi } from 'vitest'
import { configureSession, signOut } from '@fairpass/core/session'
import { createMemoryRouter } from '@fairpass/core/router'
import { $cardInfo, setCardInfo } from '../flow/cardInfo'
import { CardUploadError, uploadCard } from './api'
import photoCn from './messages.cn'
import photoEn from './messages.en'
import { $photo, canRetry, choosePhoto, resetPhoto, retryPhoto, skipPhoto } from './photoStore'

vi.mock('./api', async (importOriginal) => ({ ...(await importOriginal<typeof import('./api')>()), uploadCard: vi.fn() }))
const upload = vi.mocked(uploadCard)

const picture = (name = 'card.jpg', type = 'image/jpeg', size = 1000) => new File([new Uint8Array(size)], name, { type })

/** The element's own router (memory routing), as a `<fair-registration>` instance gives its flows. */
let router: ReturnType<typeof createMemoryRouter>

beforeEach(() => {
  sessionStorage.clear()
  signOut()
  setCardInfo(null)
  configureSession({ tenantId: '000000', exhibitionId: '1001', registerType: 'visitor', languageType: 'en', token: 't', userId: 'u1' })
  router = createMemoryRouter('/photo')
  upload.mockReset()
})

afterEach(() => {
  resetPhoto()
  router.stop()
})

describe('choosing a picture', () => {
  test('a file over 5 MB is refused in the browser with the limit, and nothing is sent', async () => {
    await choosePhoto(picture('big.jpg', 'image/jpeg', 5 * 1024 * 1024 + 1), router)
    expect($photo.get()).toMatchObject({ state: 'failed', error: { kind: 'rule', key: 'validation.upload.tooLarge', params: { size: '5MB' } } })
    expect($photo.get().previewUrl).toBeTruthy()
    expect(upload).not.toHaveBeenCalled()
  })

  test('a GIF or a file named .exe is refused by type', async () => {
    await choosePhoto(picture('card.gif', 'image/gif'), router)
    expect($photo.get().error).toMatchObject({ kind: 'rule', key: 'validation.upload.type', params: { types: 'jpg/jpeg/png' } })
    await choosePhoto(picture('card.exe', 'image/jpeg'), router)
    expect($photo.get().error).toMatchObject({ kind: 'rule', key: 'validation.upload.type' })
    expect(upload).not.toHaveBeenCalled()
  })

  test('a recognised card is kept for the profile and the visitor moves on to /infoWap', async () => {
    upload.mockImplementation(async (_ref, _blob, _name, onProgress) => {
      onProgress(0.5)
      expect($photo.get()).toMatchObject({ state: 'uploading', progress: 0.5 })
      onProgress(1)
      expect($photo.get().state).toBe('recognising')
      return { fields: { name: 'Zhang Wei', email: 'zw@example.com' }, lines: ['Zhang Wei', 'zw@example.com'] }
    })
    await choosePhoto(picture(), router)
    expect(upload).toHaveBeenCalledWith(expect.objectContaining({ exhibitionId: '1001', tenantId: '000000', languageType: 'en' }), expect.any(Blob), 'card.jpg', expect.any(Function))
    expect($photo.get().state).toBe('done')
    expect($cardInfo.get()).toEqual({ exhibitionId: '1001', fields: { name: 'Zhang Wei', email: 'zw@example.com' }, lines: ['Zhang Wei', 'zw@example.com'] })
    expect(JSON.parse(sessionStorage.getItem('fair:cardInfo')!).fields.name).toBe('Zhang Wei')
    expect(router.$route.get().path).toBe('/infoWap')
  })

  test('a card with nothing readable stays on /photo with a hint, and keeps no card result', async () => {
    upload.mockResolvedValue({ fields: {}, lines: ['~~'] })
    await choosePhoto(picture(), router)
    expect($photo.get()).toMatchObject({ state: 'failed', error: { kind: 'text', key: 'reg.photo.nothingRead' } })
    expect($cardInfo.get()).toBeNull()
    expect(router.$route.get().path).toBe('/photo')
  })

  test('a busy server can be retried with the same picture; a refused file cannot', async () => {
    upload.mockRejectedValueOnce(new CardUploadError({ kind: 'server', message: 'busy', retryable: true }))
    await choosePhoto(picture(), router)
    expect($photo.get()).toMatchObject({ state: 'failed', error: { kind: 'server', message: 'busy' } })
    expect(canRetry($photo.get().error)).toBe(true)

    upload.mockResolvedValueOnce({ fields: { name: 'Li Na' }, lines: ['Li Na'] })
    await retryPhoto(router)
    expect(upload).toHaveBeenCalledTimes(2)
    expect(upload.mock.calls[1][1]).toBe(upload.mock.calls[0][1])
    expect(router.$route.get().path).toBe('/infoWap')

    expect(canRetry({ kind: 'server', message: 'Only jpg/jpeg/png files can be uploaded', retryable: false })).toBe(false)
    expect(canRetry({ kind: 'rule', key: 'validation.upload.tooLarge', params: {} })).toBe(false)
    expect(canRetry({ kind: 'text', key: 'core.networkError' })).toBe(true)
  })

  test('an answer arriving after the visitor left /photo is dropped', async () => {
    let answer: (value: { fields: Record<string, string>; lines: string[] }) => void = () => undefined
    upload.mockImplementation(() => new Promise((resolve) => (answer = resolve)))
    const pending = choosePhoto(picture(), router)
    await vi.waitFor(() => expect(upload).toHaveBeenCalled())
    skipPhoto(router)
    resetPhoto()
    answer({ fields: { name: 'Late' }, lines: [] })
    await pending
    expect($cardInfo.get()).toBeNull()
    expect($photo.get().state).toBe('idle')
  })
})

test('every page text exists in cn and en', () => {
  expect(Object.keys(photoCn.reg.photo).sort()).toEqual(Object.keys(photoEn.reg.photo).sort())
  for (const language of ['cn', 'en'] as const) {
    for (const text of Object.values({ cn: photoCn, en: photoEn }[language].reg.photo)) expect(text.trim()).not.toBe('')
  }
})
