/** A client-made id the server keeps once (a scan, a lead added by hand, a note): a repeat adds nothing. */
export const newClientId = (): string => crypto.randomUUID()
