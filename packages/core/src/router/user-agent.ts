/** Phones, tablets and messaging-app webviews; the desktop WeChat clients are not among them. */
const MOBILE_AGENT =
  /Android|iPhone|iPad|iPod|Mobile|MicroMessenger|HarmonyOS|OpenHarmony|BlackBerry|IEMobile|Windows Phone|Opera Mini|webOS|MQQBrowser|UCBrowser/i
const DESKTOP_MESSENGER = /WindowsWechat|MacWechat/i

/**
 * Whether to serve the mobile layout. iPadOS Safari announces itself as a Mac, so a "Macintosh"
 * agent with a multi-touch screen counts as mobile when the caller passes `maxTouchPoints`.
 */
export function isMobileUserAgent(userAgent: string, maxTouchPoints = 0): boolean {
  if (DESKTOP_MESSENGER.test(userAgent)) return false
  if (MOBILE_AGENT.test(userAgent)) return true
  return /Macintosh/.test(userAgent) && maxTouchPoints > 1
}
