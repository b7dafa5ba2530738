import { atom } from 'nanostores'

/**
 * The signed-in exhibitor still holds the organiser's first-login password: every member page shows the
 * set-password form until it is replaced (the server refuses every other call meanwhile).
 */
export const $mustSetPassword = atom(false)
