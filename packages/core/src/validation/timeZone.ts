import * as z from 'zod/mini'
import { FAIR_TIME_ZONE, isTimeZone } from '../utils/fair-time'

/**
 * An exhibition's venue zone: an IANA name Intl knows (Europe/Berlin, America/Los_Angeles). Every fair day, deadline
 * and order-number date of the exhibition is on its clock, so a name Intl cannot read is refused where it is set, not
 * found later when a formatter throws.
 */
export const timeZoneSchema = z.string('validation.timeZone').check(z.trim(), z.refine(isTimeZone, 'validation.timeZone'))

/** The organiser's `time-zone` call (`npm run admin -- time-zone`): the exhibition's venue zone. */
export const timeZoneRequestSchema = z.object({ timeZone: timeZoneSchema })
export type TimeZoneRequest = z.infer<typeof timeZoneRequestSchema>

/** What an exhibition without a zone of its own is on (every exhibition before zones existed). */
export const DEFAULT_EXHIBITION_TIME_ZONE = FAIR_TIME_ZONE
