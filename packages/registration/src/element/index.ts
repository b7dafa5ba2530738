import { defineFairElement } from '@fairpass/core/element'
import { RegistrationApp } from '../app/RegistrationApp'

/** `<fair-registration>`: importing this module defines the element. */
export const FairRegistrationElement = defineFairElement('fair-registration', RegistrationApp)
