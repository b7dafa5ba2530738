export { $notices, notify, dismissNotice, dismissPageNotices, NOTICE_CARRY_MS, NOTICE_DURATION_MS } from './notices'
export type { Notice, NoticeKind } from './notices'
