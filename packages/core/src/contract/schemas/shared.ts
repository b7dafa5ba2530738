import { z } from 'zod'

/** One page of a paged list (spec §7's `page`/`size` queries): the page asked for, its size, how many in all, the records. */
export function pageOf<Record extends z.ZodType>(record: Record) {
  return z.object({ page: z.number(), size: z.number(), total: z.number(), records: z.array(record) })
}
