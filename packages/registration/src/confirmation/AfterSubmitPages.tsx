import { AuditingPage } from '../auditing/AuditingPage'
import { UserCenterPage } from '../usercenter/UserCenterPage'
import { ConfirmationPage } from './ConfirmationPage'

/**
 * The pages after a submitted profile (/auditing, /confirmation, /user-center) as one lazy chunk: each lazy entry
 * costs the login route's startup code about 60 bytes of gzip, and these pages share the entry pass anyway.
 */
export default function AfterSubmitPages({ path }: { path: string }) {
  if (path === '/auditing') return <AuditingPage />
  if (path === '/user-center') return <UserCenterPage />
  return <ConfirmationPage />
}
