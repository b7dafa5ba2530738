import { fillPlaceholders, getTableColumns, type SQL } from 'drizzle-orm'
import { PgDialect, type PgTable } from 'drizzle-orm/pg-core'
import pg from 'pg'
import type { Db } from './index'

/*
 * The order path's hottest statements as named prepared statements (issue 13). drizzle rebuilds a query's text from
 * its builder on every call (a sixth of the server's busy time in the profile), and its own prepared queries are bound
 * to the handle that prepared them, not to a transaction. Here a statement is written once as drizzle `sql` with
 * `sql.placeholder(name)` for its values, compiled to text when the module loads, and sent by name: node-postgres
 * parses it once per connection and afterwards sends only the values; PGlite takes the same text and values. One code
 * path for both engines, inside a transaction or not.
 */

const dialect = new PgDialect()

export interface PreparedStatement {
  name: string
  text: string
  /** The compiled parameters: placeholders, filled per call, and constants. */
  params: unknown[]
}

/** Compiles `query` once; `name` must be unique in the process (node-postgres keys each connection's statements by it). */
export function prepareStatement(name: string, query: SQL): PreparedStatement {
  const compiled = dialect.sqlToQuery(query)
  return { name, text: compiled.sql, params: compiled.params }
}

/*
 * Values as drizzle's drivers hand them to its column mappers: times and dates as the database's text (a `date` read by
 * node-postgres' default parser would become a Date at local midnight), everything else as the driver parses it.
 */
const { builtins } = pg.types
const TEXT_AS_SENT = [builtins.TIMESTAMPTZ, builtins.TIMESTAMP, builtins.DATE, builtins.INTERVAL, 1231, 1115, 1185, 1187, 1182]
const nodePgTypes = {
  getTypeParser: (typeId: number, format?: 'text' | 'binary') =>
    TEXT_AS_SENT.includes(typeId) ? (value: string) => value : pg.types.getTypeParser(typeId, format ?? 'text'),
}
const pgliteParsers = Object.fromEntries(TEXT_AS_SENT.map((typeId) => [typeId, (value: string) => value]))

interface PgliteLike {
  query(text: string, params: unknown[], options: { parsers: Record<number, (value: string) => unknown> }): Promise<{ rows: unknown[]; affectedRows?: number }>
}

/** The driver's client under a drizzle handle or transaction: a pg Pool or PoolClient, or a PGlite (transaction). */
function clientOf(db: Db): pg.Pool | pg.ClientBase | PgliteLike {
  return (db as unknown as { session: { client: pg.Pool | pg.ClientBase | PgliteLike } }).session.client
}

/** Runs a prepared statement with these placeholder values; answers its rows (column names as the statement says). */
export async function runPrepared<Row>(db: Db, statement: PreparedStatement, values: Record<string, unknown>): Promise<Row[]> {
  const params = fillPlaceholders(statement.params, values)
  const client = clientOf(db)
  if (client instanceof pg.Pool || client instanceof pg.Client) {
    const result = await (client as pg.Pool).query({ name: statement.name, text: statement.text, values: params, types: nodePgTypes })
    return result.rows as Row[]
  }
  const result = await (client as PgliteLike).query(statement.text, params, { parsers: pgliteParsers })
  return result.rows as Row[]
}

/**
 * A table's columns for a raw SELECT, each named by its field (`"t"."order_no" AS "orderNo"`), built once; read the row
 * back with `tableRow`.
 */
export function selectColumns(table: PgTable, alias: string): string {
  return Object.entries(getTableColumns(table))
    .map(([field, column]) => `"${alias}"."${column.name}" AS "${field}"`)
    .join(', ')
}

const columnsOf = new WeakMap<PgTable, Array<[string, PgTable['_']['columns'][string]]>>()

/** A row selected with `selectColumns`, mapped as drizzle maps the table's rows (times to Dates, custom types). */
export function tableRow<T extends PgTable>(table: T, raw: Record<string, unknown>): T['$inferSelect'] {
  let columns = columnsOf.get(table)
  if (!columns) columnsOf.set(table, (columns = Object.entries(getTableColumns(table))))
  const row: Record<string, unknown> = {}
  for (const [field, column] of columns) {
    const value = raw[field]
    row[field] = value === null || value === undefined ? null : column.mapFromDriverValue(value)
  }
  return row as T['$inferSelect']
}
