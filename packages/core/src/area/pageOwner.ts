import { atom } from 'nanostores'

/*
 * Page-wide duties that one element does for all (the notices, the error and logout events to the host): the first
 * area element connected owns them, the next one takes over when it leaves. Without an owner each element would show
 * the same toast and announce the same 401 once per element on the page.
 */
export const $pageDutyOwners = atom<readonly object[]>([])

export function claimPageDuties(instance: object): () => void {
  $pageDutyOwners.set([...$pageDutyOwners.get(), instance])
  return () => $pageDutyOwners.set($pageDutyOwners.get().filter((owner) => owner !== instance))
}
