import { config } from 'zod'

// In a browser zod would probe `new Function` to compile faster parsers; on a host page whose Content Security
// Policy forbids eval that probe is a reported violation. The interpreted parsers are fast enough for forms.
if (typeof window !== 'undefined') config({ jitless: true })
