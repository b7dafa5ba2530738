import { performance } from 'node:perf_hooks'
import { buildApp } from './app'
import { warmUpInvoicePdf } from './features/invoices'
import { openDatabase } from './db'
import { EnvError, loadEnv, type Env } from './env'
import { ChannelNotifier, DevOutbox, SmtpNotifier, WebhookSmsNotifier, type Notifier } from './notifier'
import { DEMO_ACCOUNT, DEMO_ADMIN_KEY, seedDemoData } from './seed'
import { DEMO_SPECIAL_INVITES } from './seed/entry'

function notifierFor(env: Env): Notifier {
  if (env.demo) return new DevOutbox(console)
  // Production's loadEnv requires both; a development start outside the demo must name them too.
  if (!env.smtpUrl || !env.smsWebhookUrl) {
    console.error('SMTP_URL and SMS_WEBHOOK_URL are required outside demo mode (npm start runs the demo: FAIRPASS_DEMO=1)')
    process.exit(1)
  }
  return new ChannelNotifier({
    email: new SmtpNotifier(env.smtpUrl!, env.smtpFrom),
    sms: new WebhookSmsNotifier(env.smsWebhookUrl!),
  })
}

function entryLinks(base: string): string[] {
  const links: string[] = []
  for (const exhibitionId of ['1002', '1001']) {
    for (const language of ['en', 'cn']) {
      links.push(`${base}/#/registration?tenantId=000000&exhibitionId=${exhibitionId}&registerType=visitor&languageType=${language}`)
    }
  }
  links.push(`${base}/#/registration?tenantId=000000&exhibitionId=1020&registerType=visitor&registerLinkId=tickets-2026&languageType=en  (tickets: buy, pay in the sandbox, wallet, gifts)`)
  links.push(`${base}/#/geo?tenantId=000000&exhibitionId=1001&languageType=en  (every published entry)`)
  links.push(`${base}/#/special?tenantId=000000&exhibitionId=1001&languageType=en&id=${DEMO_SPECIAL_INVITES.en}  (a specially-invited guest)`)
  return links
}

async function main(): Promise<void> {
  const startedAt = performance.now()
  let env: Env
  try {
    env = loadEnv()
  } catch (error) {
    if (error instanceof EnvError) {
      console.error(error.message)
      process.exit(1)
    }
    throw error
  }

  const database = await openDatabase({ databaseUrl: env.databaseUrl, dataDir: env.dataDir, poolMax: env.databasePoolMax })
  await database.migrate()
  const seeded = env.demo ? await seedDemoData(database.db, { specDates: env.demoCalendar === 'spec' }) : false

  const app = await buildApp({
    env,
    db: database.db,
    changes: database,
    notifier: notifierFor(env),
    logger: { level: env.nodeEnv === 'production' ? 'info' : 'warn' },
  })

  const shutdown = async (signal: string) => {
    app.log.warn(`${signal} received, closing`)
    await app.close()
    await database.close()
    process.exit(0)
  }
  process.once('SIGINT', () => void shutdown('SIGINT'))
  process.once('SIGTERM', () => void shutdown('SIGTERM'))

  await app.listen({ port: env.port, host: env.host })
  // The invoice PDF's font is parsed once per process: done now, not by the first visitor's invoice.
  setImmediate(() => void warmUpInvoicePdf().catch((error: unknown) => app.log.error({ err: error }, 'invoice PDF warm-up failed')))
  // The OpenAPI document (about 0.4 s of schema conversion) is built at start from the registered routes, not by the
  // first reader of /api/docs; @fastify/swagger keeps it.
  setImmediate(() => {
    try {
      app.swagger()
    } catch (error) {
      app.log.error({ err: error }, 'OpenAPI document failed')
    }
  })
  const base = `http://${env.host}:${env.port}`
  const elapsed = Math.round(performance.now() - startedAt)
  const lines = [
    `FairPass API listening on ${base} (${database.engine}${env.databaseUrl ? '' : `: ${env.dataDir}`}, ready in ${elapsed} ms)`,
  ]
  if (env.demo) {
    lines.push(seeded ? 'Demo data seeded.' : 'Demo data already present.', 'Demo entry links:', ...entryLinks(base).map((link) => `  ${link}`))
    lines.push(`Outbox (verification codes): ${base}/api/dev/outbox?to=<phone or e-mail>`)
    lines.push(`Demo password account: ${DEMO_ACCOUNT.email} or ${DEMO_ACCOUNT.phone} / ${DEMO_ACCOUNT.password}`)
    lines.push(`Organiser API key (demo; used by npm run admin -- …): ${DEMO_ADMIN_KEY}`)
  }
  lines.push(`API reference: ${base}/api/docs (OpenAPI 3.1: ${base}/api/docs/openapi.json)`)
  console.log(lines.join('\n'))
}

main().catch((error: unknown) => {
  console.error(error)
  process.exit(1)
})
