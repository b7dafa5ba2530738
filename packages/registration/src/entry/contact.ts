/** A WhatsApp click-to-chat link: https://wa.me/ takes the full international number in digits only. */
export function whatsAppHref(number: string | null | undefined): string | null {
  const digits = (number ?? '').replace(/\D/g, '')
  return digits.length >= 8 && digits.length <= 15 ? `https://wa.me/${digits}` : null
}

/** A mailto link for a plain address, nothing else (no injected headers). */
export function mailtoHref(email: string | null | undefined): string | null {
  const address = (email ?? '').trim()
  return /^[^\s@?&]+@[^\s@?&]+\.[A-Za-z]{2,}$/.test(address) ? `mailto:${address}` : null
}
