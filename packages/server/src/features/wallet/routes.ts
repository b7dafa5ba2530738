import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import type { FastifyRequest } from 'fastify'
import { z } from 'zod'
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
import * as replies from '@fairpass/core/contract/schemas'
import type { AppContext } from '../../context'
import {
  adminTenantOf,
  currentExhibition,
  currentUser,
  namedTenantId,
  ok,
  okReply,
  perAddress,
  perVisitor,
  requireAdminKey,
  requireUser,
  requiredTenantId,
  tenantOptional,
} from '../../http'
import { requireExhibition } from '../../tenancy'
import { giftOf, giftOffer, giftsOf, giveTickets, noticesOf, receiveGift, sendGiftCode, takeBackGift } from './gifts'
import { journalOf } from './journal'
import { reportLoss, setHolder, transferTicket } from './moves'
import { keysOf, loadTickets, ownedBy, ownTicket, ownTickets, toWalletTicket, type TicketScope } from './tickets'
import { verifyTicket } from './verify'

/*
 * The wallet calls of contract/tickets.ts: the visitor's tickets and what they do with them (holder, loss, transfer,
 * gifts, journal), and the gate's verify. Every visitor call is the signed-in user's own, in the tenant of their
 * token and an exhibition of it (requireUser); another user's ticket or gift is simply not found.
 */



function scopeOf(request: FastifyRequest): TicketScope {
  const user = currentUser(request)
  return { tenantId: user.tenantId, exhibitionId: currentExhibition(request).id, userId: user.id }
}

/** A visitor call of an exhibition: the tenant is the token's (the guard refused any other one the request named). */
const exhibitionQuery = tenantOptional(exhibitionQuerySchema)

export function walletRoutes(ctx: AppContext): FastifyPluginAsyncZod {
  return async (app) => {
    const guard = requireUser(ctx)
    const gate = requireAdminKey(ctx)

    app.get(TICKET_PATHS.wallet, { schema: { querystring: exhibitionQuery, response: okReply(replies.walletTicketSchema.array()) }, preValidation: guard }, async (request) => {
      const rows = await loadTickets(ctx.db, ownedBy(scopeOf(request)))
      const keys = keysOf(ctx)
      return ok(request, rows.map((row) => toWalletTicket(row, request.language, keys)))
    })

    app.get(TICKET_PATHS.walletTicket, { schema: { querystring: ticketRefSchema, response: okReply(replies.walletTicketSchema) }, preValidation: guard }, async (request) => {
      return ok(request, toWalletTicket(await ownTicket(ctx.db, scopeOf(request), request.query.id), request.language, keysOf(ctx)))
    })

    app.post(
      TICKET_PATHS.activate,
      { schema: { body: activateTicketSchema, response: okReply(replies.walletTicketSchema) }, preValidation: guard, config: perVisitor(60) },
      async (request) => {
        const { body } = request
        return ok(request, toWalletTicket(await setHolder(ctx, scopeOf(request), body.id, body.holder), request.language, keysOf(ctx)))
      },
    )

    app.post(
      TICKET_PATHS.assignHolder,
      { schema: { body: assignHolderSchema, response: okReply(replies.walletTicketSchema) }, preValidation: guard, config: perVisitor(60) },
      async (request) => {
        const { body } = request
        return ok(request, toWalletTicket(await setHolder(ctx, scopeOf(request), body.ticketId, body.holder), request.language, keysOf(ctx)))
      },
    )

    // TICKET_PATHS.personnel (userRelation/list) is answered by features/relations: the ticket holders of personnelFor
    // and the people the visitor registered, one list.

    app.post(
      TICKET_PATHS.reportLoss,
      { schema: { body: reportLossSchema, response: okReply(replies.walletTicketSchema.array()) }, preValidation: guard, config: perVisitor(20) },
      async (request) => {
        const rows = await reportLoss(ctx, scopeOf(request), request.body.idList)
        const keys = keysOf(ctx)
        return ok(request, rows.map((row) => toWalletTicket(row, request.language, keys)))
      },
    )

    app.post(
      TICKET_PATHS.transfer,
      { schema: { body: transferSchema, response: okReply(replies.transferRecordSchema) }, preValidation: guard, config: perVisitor(20) },
      async (request) => {
        const { body } = request
        return ok(request, await transferTicket(ctx, scopeOf(request), body.id, body.account, request.language))
      },
    )

    // Gates: an organiser key of the tenant; the answer tells the gate what to do, so a refusal is still a 200.
    app.post(TICKET_PATHS.verify, { schema: { body: verifyTicketSchema, response: okReply(replies.ticketVerificationSchema) }, preValidation: gate }, async (request) => {
      const { body } = request
      return ok(request, await verifyTicket(ctx, adminTenantOf(request), body.qr, body.enter ?? false, request.language))
    })

    // Public: the key is meant to be copied onto gate devices that check codes offline.
    app.get(TICKET_PATHS.verifyKey, { schema: { response: okReply(z.object({ alg: z.literal('Ed25519'), publicKey: z.string() })) } }, async (request) =>
      ok(request, { alg: 'Ed25519' as const, publicKey: keysOf(ctx).publicKeyRaw }),
    )

    app.post(TICKET_PATHS.give, { schema: { body: giftRequestSchema, response: okReply(replies.giftViewSchema) }, preValidation: guard, config: perVisitor(20) }, async (request) => {
      return ok(request, await giveTickets(ctx, currentUser(request), scopeOf(request), request.body, request.language))
    })

    app.get(TICKET_PATHS.gifts, { schema: { querystring: exhibitionQuery, response: okReply(replies.giftViewSchema.array()) }, preValidation: guard }, async (request) => {
      return ok(request, await giftsOf(ctx, scopeOf(request), request.language))
    })

    app.get(TICKET_PATHS.gift, { schema: { querystring: ticketRefSchema, response: okReply(replies.giftViewSchema) }, preValidation: guard }, async (request) => {
      return ok(request, await giftOf(ctx, scopeOf(request), request.query.id, request.language))
    })

    app.get(TICKET_PATHS.giftOffer, { schema: { querystring: giftLinkSchema, response: okReply(replies.giftOfferSchema) }, config: perAddress(60) }, async (request) => {
      const { query } = request
      return ok(request, await giftOffer(ctx, namedTenantId(request), query.ticketGiveRecordId, query.token, request.language))
    })

    // The gift notices shown before giving (and on the gift link): the organiser's public texts, no login needed.
    app.get(TICKET_PATHS.giftNotices, { schema: { querystring: exhibitionQuery, response: okReply(z.string().array()) } }, async (request) => {
      const exhibition = await requireExhibition(ctx, requiredTenantId(request), request.query.exhibitionId)
      return ok(request, noticesOf(exhibition.pageConfig, request.language))
    })

    app.post(
      TICKET_PATHS.receiveGift,
      { schema: { body: giftLinkSchema, response: okReply(replies.walletTicketSchema.array()) }, preValidation: guard, config: perVisitor(20) },
      async (request) => {
        const { body } = request
        const user = currentUser(request)
        const { gift, ticketIds } = await receiveGift(ctx, user, user.tenantId, body.ticketGiveRecordId, body.token, body.quantity ?? 1, body.code)
        const rows = await ownTickets(ctx.db, { tenantId: gift.tenantId, exhibitionId: gift.exhibitionId, userId: user.id }, ticketIds)
        const keys = keysOf(ctx)
        return ok(request, rows.map((row) => toWalletTicket(row, request.language, keys)))
      },
    )

    // Per address like the login codes (and per phone inside issueCode): SMS cost money and annoy their owner.
    app.post(
      TICKET_PATHS.sendGiftCode,
      { schema: { body: giftLinkSchema, response: okReply(replies.giftCodeSentSchema) }, preValidation: guard, config: perAddress(ctx.rateLimits.sendCodePerMinute) },
      async (request) => {
        const { body } = request
        const user = currentUser(request)
        return ok(request, await sendGiftCode(ctx, user, user.tenantId, body.ticketGiveRecordId, body.token, request.language, request))
      },
    )

    app.post(
      TICKET_PATHS.takeBackGift,
      { schema: { body: ticketRefSchema, response: okReply(replies.giftViewSchema) }, preValidation: guard, config: perVisitor(20) },
      async (request) => ok(request, await takeBackGift(ctx, scopeOf(request), request.body.id, request.language)),
    )

    app.get(TICKET_PATHS.journal, { schema: { querystring: exhibitionQuery, response: okReply(replies.footprintEntrySchema.array()) }, preValidation: guard }, async (request) => {
      return ok(request, await journalOf(ctx, scopeOf(request), request.language))
    })

    app.get(TICKET_PATHS.journalOfOrder, { schema: { querystring: orderRefSchema, response: okReply(replies.footprintEntrySchema.array()) }, preValidation: guard }, async (request) => {
      return ok(request, await journalOf(ctx, scopeOf(request), request.language, request.query.orderId))
    })
  }
}
