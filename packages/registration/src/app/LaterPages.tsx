import { lazyWithTexts } from '@fairpass/core/i18n'

/*
 * Every page after the login, behind this one module: the startup code then carries a single dynamic import,
 * whatever the number of pages (each entry written there costs the login route its hashed file name).
 * Each page is its own chunk again, loaded when first opened.
 */
const InfoWapPage = lazyWithTexts(() => import('../profile/InfoWapPage').then((module) => ({ default: module.InfoWapPage })))
const ConfirmationPage = lazyWithTexts(() =>
  import('../confirmation/ConfirmationPage').then((module) => ({ default: module.ConfirmationPage })),
)
const QuestionnairePage = lazyWithTexts(() => import('../questionnaire/QuestionnairePage'))
const PhotoPage = lazyWithTexts(() => import('../photo/PhotoPage'))
const AuditingPage = lazyWithTexts(() => import('../auditing/AuditingPage').then((module) => ({ default: module.AuditingPage })))
const UserCenterPage = lazyWithTexts(() =>
  import('../usercenter/UserCenterPage').then((module) => ({ default: module.UserCenterPage })),
)
// The entry pages (/geo, /special, /transitionPage…) route inside their own chunk; it also words unknown paths.
const EntryRoutes = lazyWithTexts(() => import('../entry/EntryRoutes'))
const ForgotPasswordPage = lazyWithTexts(() => import('../account').then((module) => ({ default: module.ForgotPasswordPage })))
const ChangePasswordPage = lazyWithTexts(() => import('../account').then((module) => ({ default: module.ChangePasswordPage })))
const StatusPage = lazyWithTexts(() => import('../status/StatusPage').then((module) => ({ default: module.StatusPage })))

export default function LaterPages({ path, query }: { path: string; query: Record<string, string> }) {
  switch (path) {
    case '/photo':
      return <PhotoPage />
    case '/infoWap':
      return <InfoWapPage />
    case '/questionnaire':
      return <QuestionnairePage />
    case '/auditing':
      return <AuditingPage />
    case '/user-center':
      return <UserCenterPage />
    case '/confirmation':
      return <ConfirmationPage />
    case '/forgotPassword':
      return <ForgotPasswordPage />
    case '/changePassword':
      return <ChangePasswordPage />
    case '/error':
      return <StatusPage kind="error" message={query.message} reason={query.reason} />
    case '/closed':
      return <StatusPage kind="closed" />
    default:
      return <EntryRoutes />
  }
}
