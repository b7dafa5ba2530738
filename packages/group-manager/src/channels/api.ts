import type { ExhibitionRef } from '@fairpass/core/area'
import { CHANNEL_PATHS as C, type ChannelDetail, type ChannelView, type ShareContext, type UserRegisterLinkView } from '@fairpass/core/contract'
import { createStrictHttp, http } from '@fairpass/core/http'
import { scopeOf } from '../shared/api'

/* The channel and share calls of <fair-group-manager> (core/contract/channels.ts), each naming the element's exhibition. */

/** Shows nothing: the form words its refusals (a taken code, the cap) beside itself. */
const quiet = createStrictHttp()

export const fetchChannels = (ref: ExhibitionRef) => http.get<ChannelView[]>(C.list, scopeOf(ref))
export const createChannel = (ref: ExhibitionRef, channel: { code: string; name: string }) => quiet.post<ChannelView>(C.save, { ...scopeOf(ref), ...channel })
export const fetchChannel = (ref: ExhibitionRef, code: string) => http.get<ChannelDetail>(C.detail, { ...scopeOf(ref), code })
export const fetchShareContext = (ref: ExhibitionRef, sourceCode?: string) => http.get<ShareContext>(C.shareContext, { ...scopeOf(ref), ...(sourceCode ? { sourceCode } : {}) })
export const saveRegisterLink = (ref: ExhibitionRef, sourceCode?: string) => http.post<UserRegisterLinkView>(C.saveRegisterLink, { ...scopeOf(ref), ...(sourceCode ? { sourceCode } : {}) })
