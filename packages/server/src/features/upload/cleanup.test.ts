import { randomUUID } from 'node:crypto'
import { inArray } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { AppContext } from '../../context'
import { users } from '../auth'
import { registrations } from '../user'
import { files } from './tables'
import { createTestServer, type TestServer } from '../../testing'
import { deleteUnusedUploads } from './cleanup'
import { storeFile } from './store'
import { PNG_1X2 } from './testing'

/*
 * Issue 12: uploaded files that no record uses are deleted by a background sweep once UPLOAD_UNUSED_GRACE_HOURS
 * (here 2) have passed; several processes may sweep at once.
 */

const HOUR = 3_600_000
let server: TestServer
let ctx: AppContext
let owner: string
let helped: string

beforeAll(async () => {
  server = await createTestServer({ env: { UPLOAD_UNUSED_GRACE_HOURS: '2', BACKGROUND_SWEEP_SECONDS: '0' } })
  ctx = { db: server.database.db, clock: server.clock, env: server.env } as unknown as AppContext
  const suffix = randomUUID().slice(0, 8)
  const rows = await server.database.db
    .insert(users)
    .values([
      { tenantId: '000000', account: `uploader.${suffix}@example.com`, email: `uploader.${suffix}@example.com` },
      { tenantId: '000000', account: `helped.${suffix}@example.com`, email: `helped.${suffix}@example.com` },
    ])
    .returning({ id: users.id })
  ;[owner, helped] = rows.map((row) => row.id)
}, 60_000)
afterAll(() => server.close())

const photo = (exhibitionId = '1001') =>
  storeFile(ctx, { tenantId: '000000', exhibitionId, ownerUserId: owner, field: 'photo', mimeType: 'image/png', name: 'me.png', content: PNG_1X2 })
const remaining = async (ids: string[]) => (await server.database.db.select({ id: files.id }).from(files).where(inArray(files.id, ids))).map((row) => row.id).sort()

describe('unused uploads', () => {
  it('deletes a file no registration names once the grace period has passed, and keeps the ones in use', async () => {
    const [inProfile, inDraft, inHelpedProfile, unused, otherExhibition] = await Promise.all([photo(), photo(), photo(), photo(), photo()])
    const usedElsewhere = await photo('1002')
    await server.database.db.insert(registrations).values([
      { tenantId: '000000', exhibitionId: '1001', userId: owner, registerType: 'visitor', profile: { name: 'Ada', photo: inProfile.fileId }, draft: { photo: inDraft.fileId } },
      // A help registration: the helper's upload under another person's registration, nested in a list.
      { tenantId: '000000', exhibitionId: '1001', userId: helped, registerType: 'visitor', registeredByUserId: owner, profile: { documents: [{ scan: inHelpedProfile.fileId }] } },
      // Naming a file of another exhibition does not keep it (no profile could use it there); its own one does.
      { tenantId: '000000', exhibitionId: '1002', userId: owner, registerType: 'visitor', profile: { photo: usedElsewhere.fileId, scan: otherExhibition.fileId } },
    ])
    const all = [inProfile, inDraft, inHelpedProfile, unused, otherExhibition, usedElsewhere].map((file) => file.fileId)

    // Within the grace period nothing goes, used or not: the form that will name it may still be open.
    server.clock.advance(2 * HOUR - 1000)
    expect((await deleteUnusedUploads(ctx)).filter((id) => all.includes(id))).toEqual([])
    expect(await remaining(all)).toEqual([...all].sort())

    server.clock.advance(1000)
    const deleted = await deleteUnusedUploads(ctx)
    expect(deleted.filter((id) => all.includes(id)).sort()).toEqual([unused.fileId, otherExhibition.fileId].sort())
    expect(await remaining(all)).toEqual([inProfile.fileId, inDraft.fileId, inHelpedProfile.fileId, usedElsewhere.fileId].sort())
    const gone = await server.app.inject({ method: 'GET', url: unused.link })
    expect(gone.statusCode).toBe(404)
    const kept = await server.app.inject({ method: 'GET', url: inProfile.link })
    expect(kept.statusCode).toBe(200)
  })

  it('deletes each file once when two sweeps (two server processes) run at the same moment', async () => {
    const stored = await Promise.all(Array.from({ length: 12 }, () => photo()))
    server.clock.advance(3 * HOUR)
    const [first, second] = await Promise.all([deleteUnusedUploads(ctx, 1000), deleteUnusedUploads(ctx, 1000)])
    const ids = stored.map((file) => file.fileId)
    const mine = [...first, ...second].filter((id) => ids.includes(id))
    expect(mine.sort()).toEqual([...ids].sort())
    expect(new Set(mine).size).toBe(mine.length)
    expect(await remaining(ids)).toEqual([])
  })
})
