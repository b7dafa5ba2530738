import * as z from 'zod/mini'
import type { FastifyRequest } from 'fastify'
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { ADMIN_LODGING_PATH, LODGING_PATHS } from '@fairpass/core/contract'
import {
  adminLodgingListSchema,
  exhibitionListSchema,
  lodgingAssignSchema,
  lodgingBookSchema,
  lodgingRefSchema,
  lodgingScopeSchema,
  lodgingUnassignSchema,
  vehicleAddSchema,
} from '@fairpass/core/validation'
import * as replies from '@fairpass/core/contract/schemas'
import type { AppContext } from '../../context'
import { adminTenantOf, currentExhibition, currentUser, ok, okReply, perVisitor, requireAdminKey } from '../../http'
import { exhibitionForAdmin } from '../../tenancy'
import { requireGroupLeader, requireLeaderGroup, type Leader } from '../groups'
import { addVehicle, adminBookings, adminVehicles, assign, book, bookingView, cancelBooking, listBookings, listVehicles, lodgingOptions, removeVehicle, unassign } from './lodging'

/** A leader books, assigns and registers by hand: well above that, far below a script. */
const WRITES_PER_MINUTE = 120

function leaderOf(request: FastifyRequest): Leader {
  const user = currentUser(request)
  return { tenantId: user.tenantId, exhibition: currentExhibition(request), userId: user.id }
}

/** Lodging and parking of contract/lodging.ts: only the group's leader, on their own group (features/groups' guard). */
export function lodgingRoutes(ctx: AppContext): FastifyPluginAsyncZod {
  return async (app) => {
    const leader = requireGroupLeader(ctx)
    const write = { preValidation: leader, config: perVisitor(WRITES_PER_MINUTE) }
    const groupOf = async (request: FastifyRequest) => {
      const who = leaderOf(request)
      return { who, group: await requireLeaderGroup(ctx.db, who) }
    }

    app.get(LODGING_PATHS.options, { schema: { querystring: lodgingScopeSchema, response: okReply(replies.lodgingOptionsSchema) }, preValidation: leader }, async (request) => {
      const { who, group } = await groupOf(request)
      return ok(request, await lodgingOptions(ctx.db, who, group, request.language))
    })

    app.get(LODGING_PATHS.bookings, { schema: { querystring: lodgingScopeSchema, response: okReply(replies.lodgingBookingViewSchema.array()) }, preValidation: leader }, async (request) => {
      const { group } = await groupOf(request)
      return ok(request, await listBookings(ctx.db, group, request.language))
    })

    app.post(LODGING_PATHS.book, { schema: { body: lodgingBookSchema, response: okReply(replies.lodgingBookingViewSchema) }, ...write }, async (request) => {
      const { who, group } = await groupOf(request)
      const row = await book(ctx, who, group, request.body)
      return ok(request, await bookingView(ctx.db, group, row.id, request.language))
    })

    app.post(LODGING_PATHS.cancel, { schema: { body: lodgingRefSchema, response: okReply(z.object({ cancelled: z.literal(true) })) }, ...write }, async (request) => {
      const { group } = await groupOf(request)
      await cancelBooking(ctx.db, group, request.body.id)
      return ok(request, { cancelled: true as const })
    })

    app.post(LODGING_PATHS.assign, { schema: { body: lodgingAssignSchema, response: okReply(replies.lodgingBookingViewSchema) }, ...write }, async (request) => {
      const { group } = await groupOf(request)
      await assign(ctx, group, request.body)
      return ok(request, await bookingView(ctx.db, group, request.body.bookingId, request.language))
    })

    app.post(LODGING_PATHS.unassign, { schema: { body: lodgingUnassignSchema, response: okReply(replies.lodgingBookingViewSchema) }, ...write }, async (request) => {
      const { group } = await groupOf(request)
      await unassign(ctx.db, group, request.body.bookingId, request.body.memberId)
      return ok(request, await bookingView(ctx.db, group, request.body.bookingId, request.language))
    })

    app.get(LODGING_PATHS.vehicles, { schema: { querystring: lodgingScopeSchema, response: okReply(replies.vehicleViewSchema.array()) }, preValidation: leader }, async (request) => {
      const { who, group } = await groupOf(request)
      return ok(request, await listVehicles(ctx.db, who, group))
    })

    app.post(LODGING_PATHS.addVehicle, { schema: { body: vehicleAddSchema, response: okReply(replies.vehicleViewSchema) }, ...write }, async (request) => {
      const { who, group } = await groupOf(request)
      return ok(request, await addVehicle(ctx, who, group, request.body))
    })

    app.post(LODGING_PATHS.removeVehicle, { schema: { body: lodgingRefSchema, response: okReply(z.object({ removed: z.literal(true) })) }, ...write }, async (request) => {
      const { group } = await groupOf(request)
      await removeVehicle(ctx.db, group, request.body.id)
      return ok(request, { removed: true as const })
    })

    // Organiser API (`npm run admin -- lodging`): every group's bookings or vehicles at an exhibition of the key's tenant.
    app.get(
      ADMIN_LODGING_PATH,
      { schema: { params: z.pick(exhibitionListSchema, { exhibitionId: true }), querystring: adminLodgingListSchema, response: okReply(z.union([replies.adminLodgingBookingSchema.array(), replies.adminVehicleSchema.array()])) }, preValidation: requireAdminKey(ctx) },
      async (request) => {
        const exhibition = await exhibitionForAdmin(ctx, adminTenantOf(request), request.params.exhibitionId)
        return ok(request, request.query.what === 'vehicles' ? await adminVehicles(ctx.db, exhibition) : await adminBookings(ctx.db, exhibition, request.language))
      },
    )
  }
}
