import { CHANNEL_PATHS, type JsSdkSignature } from '../contract'
import { createStrictHttp } from '../http'

/*
 * The share card inside the messaging app (spec §7 getJsSdk): when the page runs in the app's browser (its user
 * agent), the server signs the page address and the app's JS-SDK is told the card's title, text, link and image.
 * Elsewhere nothing is loaded or asked. The SDK script is the app's own; a host page that has loaded it (`window.wx`)
 * is used as it is.
 */

export const JS_SDK_SCRIPT = 'https://res.wx.qq.com/open/js/jweixin-1.6.0.js'

export interface ShareCard {
  title: string
  desc: string
  /** The address the card opens. */
  link: string
  imgUrl?: string
}

interface WxSdk {
  config(options: Record<string, unknown>): void
  ready(callback: () => void): void
  error(callback: (reason: unknown) => void): void
  updateAppMessageShareData(card: ShareCard & { success?: () => void }): void
  updateTimelineShareData(card: Omit<ShareCard, 'desc'> & { success?: () => void }): void
}

export function inMessagingApp(userAgent: string = typeof navigator === 'undefined' ? '' : navigator.userAgent): boolean {
  return /MicroMessenger/i.test(userAgent)
}

const quiet = createStrictHttp()

function loadSdk(): Promise<WxSdk> {
  const present = (window as unknown as { wx?: WxSdk }).wx
  if (present) return Promise.resolve(present)
  return new Promise((resolve, reject) => {
    const script = document.createElement('script')
    script.src = JS_SDK_SCRIPT
    script.async = true
    script.onload = () => {
      const wx = (window as unknown as { wx?: WxSdk }).wx
      if (wx) resolve(wx)
      else reject(new Error('JS-SDK did not load'))
    }
    script.onerror = () => reject(new Error('JS-SDK did not load'))
    document.head.append(script)
  })
}

/**
 * Sets the share card when inside the messaging app: 'set' once the SDK took it, 'skipped' outside the app, 'failed'
 * when the signature or the SDK could not be had (the page works on; sharing then shows the app's default card).
 */
export async function setShareCard(card: ShareCard, tenantId: string): Promise<'set' | 'skipped' | 'failed'> {
  if (!inMessagingApp() || typeof window === 'undefined') return 'skipped'
  try {
    const url = location.href.split('#')[0]
    const [signature, wx] = await Promise.all([quiet.post<JsSdkSignature>(CHANNEL_PATHS.jsSdk, { tenantId, url }), loadSdk()])
    return await new Promise((resolve) => {
      wx.config({ debug: false, ...signature, jsApiList: ['updateAppMessageShareData', 'updateTimelineShareData'] })
      wx.error(() => resolve('failed'))
      wx.ready(() => {
        wx.updateAppMessageShareData({ ...card })
        wx.updateTimelineShareData({ title: card.title, link: card.link, imgUrl: card.imgUrl })
        resolve('set')
      })
    })
  } catch {
    return 'failed'
  }
}
