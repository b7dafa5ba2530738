import { lazyWithTexts } from '@fairpass/core/i18n'
import type { AreaShell } from '@fairpass/core/area'
import { NoticeArea } from '../NoticeArea/NoticeArea'
import { FullPageLoading } from '../Spinner/Spinner'

// Only a signed-out visitor or a wrong path needs these: they load when shown, not with the login page.
const SignedOut = lazyWithTexts(() => import('./SignedOut'))
const NotFound = lazyWithTexts(() => import('./SignedOut').then((module) => ({ default: module.NotFound })))

/** The frame every area element draws around its pages (core/area's defineAreaElement takes it). */
export const areaShell: AreaShell = { Loading: FullPageLoading, Notices: NoticeArea, SignedOut, NotFound }
