import type { FastifyPluginAsync, FastifyRequest } from 'fastify'
import { TICKET_PATHS } from '@fairpass/core/contract'
import {
  activateTicketSchema,
  assignHolderSchema,
  exhibitionQuerySchema,
  giftLinkSchema,
  giftRequestSchema,
  orderRefSchema,
  reportLossSchema,
  ticketRefSchema,
  transferSchema,
  verifyTicketSchema,
} from '@fairpass/core/validation'
import type { AppContext } from '../../context'
import { ok } from '../../envelope'
import { parseInput } from '../../errors'
import { requestLanguage } from '../../language'
import { requireExhibition, tenantIdOf } from '../../tenancy'
import { adminTenantOf, requireAdminKey } from '../admin/keys'
import { currentExhibition, currentUser, requireUser } from '../auth'
import { giftOf, giftOffer, giftsOf, giveTickets, noticesOf, receiveGift, sendGiftCode, takeBackGift } from './gifts'
import { journalOf } from './journal'
import { reportLoss, setHolder, transferTicket } from './moves'
import { keysOf, loadTickets, ownedBy, ownTicket, ownTickets, personnelOf, toWalletTicket, type TicketScope } from './tickets'
import { verifyTicket } from './verify'
import { perAddress, perVisitor } from '../../http/limits'

/*
 * The wallet calls of contract/tickets.ts: the visitor's tickets and what they do with them (holder, loss, transfer,
 * gifts, journal), and the gate's verify. Every visitor call is the signed-in user's own, in the tenant of their
 * token and an exhibition of it (requireUser); another user's ticket or gift is simply not found.
 */



function scopeOf(request: FastifyRequest): TicketScope {
  const user = currentUser(request)
  return { tenantId: user.tenantId, exhibitionId: currentExhibition(request).id, userId: user.id }
}

function withTenant(request: FastifyRequest, input: unknown): Record<string, unknown> {
  return { ...(input as object), tenantId: tenantIdOf(request) ?? currentUser(request).tenantId }
}

export function walletRoutes(ctx: AppContext): FastifyPluginAsync {
  return async (app) => {
    const guard = requireUser(ctx)
    const gate = requireAdminKey(ctx)

    app.get(TICKET_PATHS.wallet, { preHandler: guard }, async (request) => {
      const language = requestLanguage(request)
      parseInput(exhibitionQuerySchema, withTenant(request, request.query), language)
      const rows = await loadTickets(ctx.db, ownedBy(scopeOf(request)))
      const keys = keysOf(ctx)
      return ok(request, rows.map((row) => toWalletTicket(row, language, keys)))
    })

    app.get(TICKET_PATHS.walletTicket, { preHandler: guard }, async (request) => {
      const language = requestLanguage(request)
      const query = parseInput(ticketRefSchema, withTenant(request, request.query), language)
      return ok(request, toWalletTicket(await ownTicket(ctx.db, scopeOf(request), query.id), language, keysOf(ctx)))
    })

    app.post(TICKET_PATHS.activate, { preHandler: guard, config: perVisitor(60) }, async (request) => {
      const language = requestLanguage(request)
      const body = parseInput(activateTicketSchema, withTenant(request, request.body), language)
      return ok(request, toWalletTicket(await setHolder(ctx, scopeOf(request), body.id, body.holder), language, keysOf(ctx)))
    })

    app.post(TICKET_PATHS.assignHolder, { preHandler: guard, config: perVisitor(60) }, async (request) => {
      const language = requestLanguage(request)
      const body = parseInput(assignHolderSchema, withTenant(request, request.body), language)
      return ok(request, toWalletTicket(await setHolder(ctx, scopeOf(request), body.ticketId, body.holder), language, keysOf(ctx)))
    })

    app.get(TICKET_PATHS.personnel, { preHandler: guard }, async (request) => {
      const language = requestLanguage(request)
      parseInput(exhibitionQuerySchema, withTenant(request, request.query), language)
      return ok(request, personnelOf(await loadTickets(ctx.db, ownedBy(scopeOf(request)))))
    })

    app.post(TICKET_PATHS.reportLoss, { preHandler: guard, config: perVisitor(20) }, async (request) => {
      const language = requestLanguage(request)
      const body = parseInput(reportLossSchema, withTenant(request, request.body), language)
      const rows = await reportLoss(ctx, scopeOf(request), body.idList)
      const keys = keysOf(ctx)
      return ok(request, rows.map((row) => toWalletTicket(row, language, keys)))
    })

    app.post(TICKET_PATHS.transfer, { preHandler: guard, config: perVisitor(20) }, async (request) => {
      const language = requestLanguage(request)
      const body = parseInput(transferSchema, withTenant(request, request.body), language)
      return ok(request, await transferTicket(ctx, scopeOf(request), body.id, body.account, language))
    })

    // Gates: an organiser key of the tenant; the answer tells the gate what to do, so a refusal is still a 200.
    app.post(TICKET_PATHS.verify, { preHandler: gate }, async (request) => {
      const language = requestLanguage(request)
      const body = parseInput(verifyTicketSchema, request.body, language)
      return ok(request, await verifyTicket(ctx, adminTenantOf(request), body.qr, body.enter ?? false, language))
    })

    // Public: the key is meant to be copied onto gate devices that check codes offline.
    app.get(TICKET_PATHS.verifyKey, async (request) => ok(request, { alg: 'Ed25519' as const, publicKey: keysOf(ctx).publicKeyRaw }))

    app.post(TICKET_PATHS.give, { preHandler: guard, config: perVisitor(20) }, async (request) => {
      const language = requestLanguage(request)
      const body = parseInput(giftRequestSchema, withTenant(request, request.body), language)
      const user = currentUser(request)
      return ok(request, await giveTickets(ctx, user, scopeOf(request), body, language))
    })

    app.get(TICKET_PATHS.gifts, { preHandler: guard }, async (request) => {
      const language = requestLanguage(request)
      parseInput(exhibitionQuerySchema, withTenant(request, request.query), language)
      return ok(request, await giftsOf(ctx, scopeOf(request), language))
    })

    app.get(TICKET_PATHS.gift, { preHandler: guard }, async (request) => {
      const language = requestLanguage(request)
      const query = parseInput(ticketRefSchema, withTenant(request, request.query), language)
      return ok(request, await giftOf(ctx, scopeOf(request), query.id, language))
    })

    app.get(TICKET_PATHS.giftOffer, { config: perAddress(60) }, async (request) => {
      const language = requestLanguage(request)
      const query = parseInput(giftLinkSchema, { ...(request.query as object), tenantId: tenantIdOf(request) }, language)
      return ok(request, await giftOffer(ctx, query.tenantId, query.ticketGiveRecordId, query.token, language))
    })

    // The gift notices shown before giving (and on the gift link): the organiser's public texts, no login needed.
    app.get(TICKET_PATHS.giftNotices, async (request) => {
      const language = requestLanguage(request)
      const query = parseInput(exhibitionQuerySchema, { ...(request.query as object), tenantId: tenantIdOf(request) }, language)
      const exhibition = await requireExhibition(ctx.db, query.tenantId, query.exhibitionId)
      return ok(request, noticesOf(exhibition.pageConfig, language))
    })

    app.post(TICKET_PATHS.receiveGift, { preHandler: guard, config: perVisitor(20) }, async (request) => {
      const language = requestLanguage(request)
      const body = parseInput(giftLinkSchema, withTenant(request, request.body), language)
      const user = currentUser(request)
      const { gift, ticketIds } = await receiveGift(ctx, user, user.tenantId, body.ticketGiveRecordId, body.token, body.quantity ?? 1, body.code)
      const rows = await ownTickets(ctx.db, { tenantId: gift.tenantId, exhibitionId: gift.exhibitionId, userId: user.id }, ticketIds)
      const keys = keysOf(ctx)
      return ok(request, rows.map((row) => toWalletTicket(row, language, keys)))
    })

    // Per address like the login codes (and per phone inside issueCode): SMS cost money and annoy their owner.
    app.post(TICKET_PATHS.sendGiftCode, { preHandler: guard, config: { rateLimit: { max: ctx.rateLimits.sendCodePerMinute, timeWindow: '1 minute' } } }, async (request) => {
      const language = requestLanguage(request)
      const body = parseInput(giftLinkSchema, withTenant(request, request.body), language)
      const user = currentUser(request)
      return ok(request, await sendGiftCode(ctx, user, user.tenantId, body.ticketGiveRecordId, body.token, language, request))
    })

    app.post(TICKET_PATHS.takeBackGift, { preHandler: guard, config: perVisitor(20) }, async (request) => {
      const language = requestLanguage(request)
      const body = parseInput(ticketRefSchema, withTenant(request, request.body), language)
      return ok(request, await takeBackGift(ctx, scopeOf(request), body.id, language))
    })

    app.get(TICKET_PATHS.journal, { preHandler: guard }, async (request) => {
      const language = requestLanguage(request)
      parseInput(exhibitionQuerySchema, withTenant(request, request.query), language)
      return ok(request, await journalOf(ctx, scopeOf(request), language))
    })

    app.get(TICKET_PATHS.journalOfOrder, { preHandler: guard }, async (request) => {
      const language = requestLanguage(request)
      const query = parseInput(orderRefSchema, withTenant(request, request.query), language)
      return ok(request, await journalOf(ctx, scopeOf(request), language, query.orderId))
    })
  }
}
