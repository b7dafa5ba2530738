import { registerTypeGroup } from '@fairpass/core/journey'
import { AppError } from '../../errors'
import type { RegistrationRow } from './tables'

/**
 * Spec §4 rule 7 / §8: a media registrant who has already registered their documents may not submit them again.
 * The server decides, so a client that skips the routing rule gets the same message.
 */
export function refuseRepeatedMediaRegistration(registration: RegistrationRow, isDraft: boolean): void {
  if (!isDraft && registerTypeGroup(registration.registerType) === 'media' && registration.completeResult === 'succ') {
    throw new AppError(409, 'error.alreadyRegisteredDocuments')
  }
}
