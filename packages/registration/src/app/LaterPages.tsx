import { lazy } from 'react'

/*
 * Every page after the login, behind this one module: the startup code then carries a single dynamic import,
 * whatever the number of pages (each entry written there costs the login route its hashed file name).
 * Each page is its own chunk again, loaded when first opened.
 */
const InfoWapPage = lazy(() => import('../profile/InfoWapPage').then((module) => ({ default: module.InfoWapPage })))
const ConfirmationPage = lazy(() =>
  import('../confirmation/ConfirmationPage').then((module) => ({ default: module.ConfirmationPage })),
)
const QuestionnairePage = lazy(() => import('../questionnaire/QuestionnairePage'))
const PhotoPage = lazy(() => import('../photo/PhotoPage'))
const AuditingPage = lazy(() => import('../auditing/AuditingPage').then((module) => ({ default: module.AuditingPage })))
const UserCenterPage = lazy(() =>
  import('../usercenter/UserCenterPage').then((module) => ({ default: module.UserCenterPage })),
)
// The entry pages (/geo, /special, /transitionPage…) route inside their own chunk; it also words unknown paths.
const EntryRoutes = lazy(() => import('../entry/EntryRoutes'))
const ForgotPasswordPage = lazy(() => import('../account').then((module) => ({ default: module.ForgotPasswordPage })))
const ChangePasswordPage = lazy(() => import('../account').then((module) => ({ default: module.ChangePasswordPage })))
const StatusPage = lazy(() => import('../status/StatusPage').then((module) => ({ default: module.StatusPage })))

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
