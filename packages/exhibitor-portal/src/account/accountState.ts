import { atom } from 'nanostores'

/**
 * The signed-in exhibitor still holds the organiser's first-login password: every member page shows the
 * set-password form until it is replaced (the server refuses every other call meanwhile).
 */
export const $mustSetPassword = atom(false)

/**
 * A sign-in is between its token and the company's answer (which says whether the password must be replaced): member
 * pages wait behind the login, or their first calls would meet the server's "set your own password first".
 */
export const $signingIn = atom(false)
