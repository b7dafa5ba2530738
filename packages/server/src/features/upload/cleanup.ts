import { sql } from 'drizzle-orm'
import type { AppContext } from '../../context'
import type { Job } from '../../jobs'

/*
 * Uploaded files nobody uses are deleted (issue 12): a photo picked and then replaced, or uploaded by a visitor who
 * never saved the form, would otherwise stay in the database for good. A file is in use while a registration of its
 * exhibition names it anywhere in its profile or its draft (a help or team registration holds the helper's upload
 * under another person's registration, so the owner is not what counts). A file younger than
 * UPLOAD_UNUSED_GRACE_HOURS (24) is kept whatever: the form that will name it may still be open. A file marked `kept`
 * is named elsewhere (another feature's rows, store.ts keepFiles) and is that feature's to release.
 */

/**
 * Deletes up to `limit` unused files past the grace period, oldest first. Rows are claimed with FOR UPDATE SKIP
 * LOCKED, so sweeps running at once in several processes delete different files, each once. Answers the ids deleted.
 */
export async function deleteUnusedUploads(ctx: AppContext, limit = 200): Promise<string[]> {
  const before = new Date(ctx.clock.now() - ctx.env.background.uploadGraceHours * 3_600_000)
  const result = await ctx.db.execute(sql`
    DELETE FROM files WHERE id IN (
      SELECT f.id FROM files f
      WHERE f.created_at <= ${before.toISOString()}::timestamptz
        AND NOT f.kept
        AND NOT EXISTS (
          SELECT 1 FROM registrations r
          WHERE r.tenant_id = f.tenant_id AND r.exhibition_id = f.exhibition_id
            AND (jsonb_path_exists(r.profile, '$.** ? (@ == $id)', jsonb_build_object('id', f.id))
              OR jsonb_path_exists(coalesce(r.draft, '{}'::jsonb), '$.** ? (@ == $id)', jsonb_build_object('id', f.id)))
        )
      ORDER BY f.created_at
      LIMIT ${limit}
      FOR UPDATE SKIP LOCKED
    )
    RETURNING id`)
  return (result as unknown as { rows: Array<{ id: string }> }).rows.map((row) => row.id)
}

/** The sweep that deletes unused uploads, every BACKGROUND_SWEEP_SECONDS. */
export function unusedUploadsJob(ctx: AppContext): Job {
  return { name: 'unusedUploads', everySeconds: ctx.env.background.sweepSeconds, run: () => deleteUnusedUploads(ctx) }
}
