export { $notices, notify, dismissNotice, NOTICE_DURATION_MS } from './notices'
export type { Notice, NoticeKind } from './notices'
