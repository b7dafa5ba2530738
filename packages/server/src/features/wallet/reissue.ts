import { and, eq, inArray } from 'drizzle-orm'
import type { AppContext } from '../../context'
import type { Db } from '../../db'
import { tickets } from '../orders'
import { AppError } from '../../errors'
import { nextQrVersion, ownTickets, recordFootprints, typeNames, type LoadedTicket, type TicketScope, type Tx } from './tickets'

/*
 * Reporting tickets lost (spec reportTheLossByIdList, getPayOfReportLoss): each ticket type may charge a fee for the
 * new QR (ticket_types.reissue_fee_fen). Free, the QRs are renewed at once (moves.ts reportLoss); with a fee, the
 * visitor pays a reissue order first (features/orders reissue.ts) and the QRs are renewed when the payment is
 * confirmed — until then the old QR still admits, since the ticket may yet turn up.
 */

/** The fee for new QRs of these tickets: the sum of their types' reissue fees. */
export function reissueFeeOf(rows: ReadonlyArray<{ type: { reissueFeeFen: number } }>): number {
  return rows.reduce((sum, row) => sum + row.type.reissueFeeFen, 0)
}

/** The visitor's own tickets to report lost, each still valid (else there is nothing to renew), one per id. */
export async function ticketsToReissue(db: Db | Tx, scope: TicketScope, ids: string[]): Promise<LoadedTicket[]> {
  const unique = [...new Set(ids)]
  const rows = await ownTickets(db, scope, unique)
  if (rows.length !== unique.length) throw new AppError(404, 'error.ticketNotFound')
  if (rows.some((row) => row.ticket.state !== 'valid')) throw new AppError(409, 'error.ticketNotUsable')
  return rows
}

/** What reporting these tickets lost costs now (spec getPayOfReportLoss). */
export async function reissueQuote(ctx: AppContext, scope: TicketScope, ids: string[]): Promise<{ feeFen: number; currency: 'RMB' }> {
  return { feeFen: reissueFeeOf(await ticketsToReissue(ctx.db, scope, ids)), currency: 'RMB' }
}

/**
 * New QRs for tickets reported lost: every one of them that is still valid in the owner's wallet gets its QR version
 * raised (every QR shown before stops admitting), with a 'reportedLost' footprint. Answers the ids renewed.
 */
export async function renewLostTickets(tx: Db | Tx, scope: TicketScope, ids: string[], at: Date, orderId: string | null = null): Promise<string[]> {
  if (ids.length === 0) return []
  const renewed = await tx
    .update(tickets)
    .set({ qrVersion: nextQrVersion, updatedAt: at })
    .where(
      and(
        inArray(tickets.id, ids),
        eq(tickets.tenantId, scope.tenantId),
        eq(tickets.exhibitionId, scope.exhibitionId),
        eq(tickets.ownerUserId, scope.userId),
        eq(tickets.state, 'valid'),
      ),
    )
    .returning({ id: tickets.id })
  const renewedIds = renewed.map((row) => row.id)
  const rows = await ownTickets(tx, scope, renewedIds)
  await recordFootprints(
    tx,
    rows.map((row) => ({ ...scope, kind: 'reportedLost', ticketId: row.ticket.id, orderId: orderId ?? row.ticket.orderId, data: typeNames(row.type), at })),
  )
  return renewedIds
}
