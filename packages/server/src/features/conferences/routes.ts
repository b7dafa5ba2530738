import * as z from 'zod/mini'
import type { FastifyRequest } from 'fastify'
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import {
  CONFERENCE_PATHS,
  type ActivityView,
  type AgendaEntry,
  type AttendanceExport,
  type CancelOutcome,
  type CheckInBoard,
  type ConferenceView,
  type ImportOutcome,
  type NewsDetail,
  type NewsPage,
  type PartnerView,
  type ProgrammePage,
  type RegistrationOutcome,
  type SessionDetail,
  type SignCodeLanding,
  type SignInOutcome,
  type SpeakerView,
} from '@fairpass/core/contract'
import {
  activityListSchema,
  cancelRegistrationSchema,
  checkInQuerySchema,
  conferenceItemSchema,
  conferenceListSchema,
  exhibitionListSchema,
  newsPageSchema,
  programmeImportSchema,
  programmeQuerySchema,
  registerSessionsSchema,
  signCodeQuerySchema,
  signInSchema,
  speakerListSchema,
} from '@fairpass/core/validation'
import * as replies from '@fairpass/core/contract/schemas'
import type { AppContext } from '../../context'
import { AppError, adminTenantOf, currentExhibition, currentUser, ok, okReply, perAddress, perVisitor, requireAdminKey, requireUser, requiredTenantId, tenantOptional } from '../../http'
import { exhibitionForAdmin, requireExhibition } from '../../tenancy'
import { newsDetail, newsPage, partnerList } from './content'
import { calendarOf, ICS_CONTENT_TYPE, sessionEvent } from './ics'
import { agendaLinkPath } from './notices'
import { attendance, checkInBoard, importProgramme } from './organiser'
import { activityList, conferenceList, programmePage, roomView, sessionDetail, sessionRecord, sessionRecords, sessionTitle, speakerList, speakersOf, timesOf } from './programme'
import { agenda, cancel, register, sessionBySignCode, signIn, tellPromoted } from './registrations'

/** A whole programme with descriptions in two languages is larger than the default 1 MB body. */
const PROGRAMME_BODY_LIMIT = 10 * 1024 * 1024
const adminParams = z.pick(exhibitionListSchema, { exhibitionId: true })

/** The conference calls of contract/conference.ts: open reads, the visitor's seats and sign-in, the organiser's side. */
export function conferenceRoutes(ctx: AppContext): FastifyPluginAsyncZod {
  return async (app) => {
    const guard = requireUser(ctx)
    /**
     * The organiser's key, then the path's exhibition of the key's tenant (404, 403), settled before the body is read:
     * another tenant learns nothing from how its programme would be refused (as features/admin does).
     */
    const organiserExhibition = async (request: FastifyRequest) => {
      const params = adminParams.safeParse(request.params)
      if (params.success) request.exhibition = await exhibitionForAdmin(ctx, adminTenantOf(request), params.data.exhibitionId)
    }
    const organiser = [requireAdminKey(ctx), organiserExhibition]
    const organiserScope = (request: FastifyRequest) => {
      const exhibition = currentExhibition(request)
      return { tenantId: exhibition.tenantId, exhibitionId: exhibition.id }
    }
    /** An open page names its tenant (Tenant-Id or tenantId) and exhibition: another tenant's exhibition is not found. */
    const openScope = async (request: Parameters<typeof requiredTenantId>[0], exhibitionId: string) => {
      const exhibition = await requireExhibition(ctx, requiredTenantId(request), exhibitionId)
      return { tenantId: exhibition.tenantId, exhibitionId: exhibition.id }
    }
    const visitorScope = (request: Parameters<typeof currentUser>[0]) => {
      const user = currentUser(request)
      return { scope: { tenantId: user.tenantId, exhibitionId: currentExhibition(request).id }, visitor: { id: user.id, tenantId: user.tenantId } }
    }
    const host = () => new URL(ctx.env.publicBaseUrl).host

    app.get(CONFERENCE_PATHS.conferences, { schema: { querystring: tenantOptional(conferenceListSchema), response: okReply(replies.conferenceViewSchema.array()) } }, async (request) => {
      const list: ConferenceView[] = await conferenceList(ctx.db, await openScope(request, request.query.exhibitionId), request.language)
      return ok(request, list)
    })

    app.get(CONFERENCE_PATHS.sessions, { schema: { querystring: tenantOptional(programmeQuerySchema), response: okReply(replies.programmePageSchema) } }, async (request) => {
      const page: ProgrammePage = await programmePage(ctx.db, await openScope(request, request.query.exhibitionId), request.query, request.language)
      return ok(request, page)
    })

    app.get(CONFERENCE_PATHS.session, { schema: { querystring: tenantOptional(conferenceItemSchema), response: okReply(replies.sessionDetailSchema) } }, async (request) => {
      const detail: SessionDetail = await sessionDetail(ctx.db, await openScope(request, request.query.exhibitionId), request.query.id, request.language)
      return ok(request, detail)
    })

    // One session for the phone's calendar: a file, not the envelope (a refusal still is one).
    app.get(CONFERENCE_PATHS.sessionIcs, { schema: { querystring: tenantOptional(conferenceItemSchema) } }, async (request, reply) => {
      const scope = await openScope(request, request.query.exhibitionId)
      const record = await sessionRecord(ctx.db, scope, request.query.id)
      const speakers = await speakersOf(ctx.db, [record.session.id])
      const page = `${ctx.env.publicBaseUrl}/#/meetingSchedule/details/${record.session.id}?${new URLSearchParams({ tenantId: scope.tenantId, exhibitionId: scope.exhibitionId, languageType: request.language })}`
      const body = calendarOf([sessionEvent(record, speakers.get(record.session.id) ?? [], request.language, { page, host: host() })], request.language)
      return reply.type(ICS_CONTENT_TYPE).header('content-disposition', `attachment; filename="session-${record.session.key.replace(/[^A-Za-z0-9_.-]/g, '_')}.ics"`).header('cache-control', 'no-store').send(body)
    })

    app.get(CONFERENCE_PATHS.speakers, { schema: { querystring: tenantOptional(speakerListSchema), response: okReply(replies.speakerViewSchema.array()) } }, async (request) => {
      const list: SpeakerView[] = await speakerList(ctx.db, await openScope(request, request.query.exhibitionId), request.language, { conferenceId: request.query.conferenceTypeId })
      return ok(request, list)
    })

    app.get(CONFERENCE_PATHS.speaker, { schema: { querystring: tenantOptional(conferenceItemSchema), response: okReply(replies.speakerViewSchema) } }, async (request) => {
      const [speaker] = await speakerList(ctx.db, await openScope(request, request.query.exhibitionId), request.language, { speakerId: request.query.id })
      if (!speaker) throw new AppError(404, 'error.notFound')
      return ok(request, speaker as SpeakerView)
    })

    app.get(CONFERENCE_PATHS.activities, { schema: { querystring: tenantOptional(activityListSchema), response: okReply(replies.activityViewSchema.array()) } }, async (request) => {
      const list: ActivityView[] = await activityList(ctx.db, await openScope(request, request.query.exhibitionId), request.query.registerLinkId, request.language)
      return ok(request, list)
    })

    // /meetingSignIn before login: what the door's code signs into. The code is the capability; 60/min per address.
    app.get(
      CONFERENCE_PATHS.signCode,
      { schema: { querystring: tenantOptional(signCodeQuerySchema), response: okReply(replies.signCodeLandingSchema) }, config: perAddress(60) },
      async (request) => {
        const record = await sessionBySignCode(ctx.db, requiredTenantId(request), request.query.signCodeId)
        const landing: SignCodeLanding = {
          tenantId: record.session.tenantId,
          exhibitionId: record.session.exhibitionId,
          sessionId: record.session.id,
          title: sessionTitle(record.session, request.language),
          room: roomView(record.room, request.language),
          ...timesOf(record.session),
          walkIn: record.session.walkIn === 'refused' ? 'refused' : 'allowed',
          paid: record.paid !== null,
        }
        return ok(request, landing)
      },
    )

    app.get(CONFERENCE_PATHS.news, { schema: { querystring: tenantOptional(newsPageSchema), response: okReply(replies.newsPageSchema) } }, async (request) => {
      const page: NewsPage = await newsPage(ctx.db, await openScope(request, request.query.exhibitionId), request.query, ctx.clock.now(), request.language)
      return ok(request, page)
    })

    app.get(CONFERENCE_PATHS.newsItem, { schema: { querystring: tenantOptional(conferenceItemSchema), response: okReply(replies.newsDetailSchema) } }, async (request) => {
      const item: NewsDetail = await newsDetail(ctx.db, await openScope(request, request.query.exhibitionId), request.query.id, ctx.clock.now(), request.language)
      return ok(request, item)
    })

    app.get(CONFERENCE_PATHS.partners, { schema: { querystring: tenantOptional(conferenceListSchema), response: okReply(replies.partnerViewSchema.array()) } }, async (request) => {
      const list: PartnerView[] = await partnerList(ctx.db, await openScope(request, request.query.exhibitionId), request.language)
      return ok(request, list)
    })

    app.post(CONFERENCE_PATHS.register, { schema: { body: registerSessionsSchema, response: okReply(replies.registrationOutcomeSchema) }, preValidation: guard, config: perVisitor(60) }, async (request) => {
      const { scope, visitor } = visitorScope(request)
      const outcome: RegistrationOutcome = await register(ctx, scope, visitor, request.body.sessionIds, request.body.conferenceTypeId, request.language)
      return ok(request, outcome)
    })

    app.post(CONFERENCE_PATHS.cancel, { schema: { body: cancelRegistrationSchema, response: okReply(replies.cancelOutcomeSchema) }, preValidation: guard, config: perVisitor(60) }, async (request) => {
      const { scope, visitor } = visitorScope(request)
      const outcome: CancelOutcome = await cancel(ctx, scope, visitor, request.body.sessionId, request.language)
      return ok(request, outcome)
    })

    app.get(CONFERENCE_PATHS.mySchedule, { schema: { querystring: exhibitionListSchema, response: okReply(replies.agendaEntrySchema.array()) }, preValidation: guard }, async (request) => {
      const { scope, visitor } = visitorScope(request)
      const entries: AgendaEntry[] = await agenda(ctx.db, scope, visitor.id, request.language)
      return ok(request, entries)
    })

    // The whole agenda for the phone's calendar (registered, paid and waiting sessions alike: a place may come free).
    app.get(CONFERENCE_PATHS.myScheduleIcs, { schema: { querystring: exhibitionListSchema }, preValidation: guard, config: perVisitor(30) }, async (request, reply) => {
      const { scope, visitor } = visitorScope(request)
      const entries = await agenda(ctx.db, scope, visitor.id, request.language)
      const records = await sessionRecords(ctx.db, scope, entries.map((entry) => entry.session.id))
      const speakers = await speakersOf(ctx.db, records.map((record) => record.session.id))
      const page = `${ctx.env.publicBaseUrl}${agendaLinkPath(scope, request.language)}`
      const body = calendarOf(
        records.map((record) => sessionEvent(record, speakers.get(record.session.id) ?? [], request.language, { page, host: host() })),
        request.language,
      )
      return reply.type(ICS_CONTENT_TYPE).header('content-disposition', 'attachment; filename="my-agenda.ics"').header('cache-control', 'private, no-store').send(body)
    })

    app.post(CONFERENCE_PATHS.signIn, { schema: { body: signInSchema, response: okReply(replies.signInOutcomeSchema) }, preValidation: guard, config: perVisitor(60) }, async (request) => {
      const user = currentUser(request)
      const outcome: SignInOutcome = await signIn(ctx, { id: user.id, tenantId: user.tenantId }, request.body.signCodeId, request.body.source, request.language)
      return ok(request, outcome)
    })

    app.get(
      CONFERENCE_PATHS.checkIns,
      { schema: { params: adminParams, querystring: checkInQuerySchema, response: okReply(replies.checkInBoardSchema) }, preValidation: organiser },
      async (request) => {
        const board: CheckInBoard = await checkInBoard(ctx, organiserScope(request), request.query.sessionId, request.language)
        return ok(request, board)
      },
    )

    app.put(
      CONFERENCE_PATHS.programme,
      { schema: { params: adminParams, body: programmeImportSchema, response: okReply(replies.importOutcomeSchema) }, preValidation: organiser, bodyLimit: PROGRAMME_BODY_LIMIT },
      async (request) => {
        const scope = organiserScope(request)
        const { seated, ...counts } = await importProgramme(ctx.db, scope, request.body, request.language)
        await tellPromoted(ctx, scope, seated)
        const outcome: ImportOutcome = counts
        return ok(request, outcome)
      },
    )

    app.get(CONFERENCE_PATHS.attendance, { schema: { params: adminParams, response: okReply(replies.attendanceExportSchema) }, preValidation: organiser }, async (request) => {
      const rows: AttendanceExport = await attendance(ctx.db, organiserScope(request))
      return ok(request, rows)
    })
  }
}
