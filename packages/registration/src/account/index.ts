// One lazy chunk for both password pages (see RegistrationApp).
export { ChangePasswordPage } from './ChangePasswordPage'
export { ForgotPasswordPage } from './ForgotPasswordPage'
