import type { ExhibitionRef } from '@fairpass/core/area'

/*
 * The buying pages' data lives in module-level stores, and a page may hold two <fair-ticket-buy> of two exhibitions
 * (or one element on two orders): every store is one per key that names the exhibition, so neither element ever
 * shows, overwrites or reloads the other's data.
 */

/** `tenant/exhibition/registerType`; '' while the element names no exhibition (a wrong link). */
export function exhibitionKey(ref: ExhibitionRef | null): string {
  return ref ? `${ref.tenantId}/${ref.exhibitionId}/${ref.registerType}` : ''
}

/** A store (or bundle of stores) per key, made on first use and kept for the page's life. */
export function keyedStores<T>(create: (key: string) => T): { of(key: string): T; entries(): IterableIterator<[string, T]> } {
  const made = new Map<string, T>()
  return {
    of(key) {
      let stores = made.get(key)
      if (!stores) {
        stores = create(key)
        made.set(key, stores)
      }
      return stores
    },
    entries: () => made.entries(),
  }
}
