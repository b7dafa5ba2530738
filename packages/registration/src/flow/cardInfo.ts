import { atom } from 'nanostores'

/**
 * Spec §3 `cardInfo`: what the server read from the visitor's business card (/photo). The profile form
 * (/infoWap) offers these values for its empty fields; the visitor confirms or corrects them there.
 * Kept in sessionStorage per exhibition, so a reload between /photo and /infoWap keeps the result.
 */
export interface CardInfo {
  readonly exhibitionId: string
  /** Profile field name → recognised value (name, company, position, phone, email, address, website…). */
  readonly fields: Readonly<Record<string, string>>
  /** Every line the recogniser read, for the visitor to copy from. */
  readonly lines: readonly string[]
}

const STORAGE_KEY = 'fair:cardInfo'

function storage(): Storage | null {
  try {
    return globalThis.sessionStorage ?? null
  } catch {
    return null
  }
}

function readStored(): CardInfo | null {
  try {
    const raw = storage()?.getItem(STORAGE_KEY)
    return raw ? (JSON.parse(raw) as CardInfo) : null
  } catch {
    return null
  }
}

export const $cardInfo = atom<CardInfo | null>(readStored())

export function setCardInfo(info: CardInfo | null): void {
  $cardInfo.set(info)
  try {
    if (info) storage()?.setItem(STORAGE_KEY, JSON.stringify(info))
    else storage()?.removeItem(STORAGE_KEY)
  } catch {
    // Private browsing without storage: the result lives only as long as the page.
  }
}

/** The card result for this exhibition, if the visitor has one. */
export function cardInfoFor(exhibitionId: string): CardInfo | null {
  const info = $cardInfo.get()
  return info && info.exhibitionId === exhibitionId ? info : null
}
