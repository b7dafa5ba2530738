import { defineFairElement } from '@fairpass/core/element'
import { RegistrationApp } from '../app/RegistrationApp'

/**
 * Visitor registration: sign in (e-mail or SMS code, password, ID card, open id), profile, questionnaires,
 * review and the entry pass with its QR code.
 * @tag fair-registration
 * @fires fair-login - {{ userId: string; account?: string; registerType?: string }} A visitor signed in. Cancelable: the host then routes the visitor itself.
 * @fires fair-registered - {{ userId: string; registerType: string }} The visitor completed registration for the exhibition.
 */
export const FairRegistrationElement = defineFairElement('fair-registration', RegistrationApp)
