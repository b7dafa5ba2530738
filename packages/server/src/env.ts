import { randomBytes } from 'node:crypto'
import { z } from 'zod'

const flag = z
  .enum(['1', '0', 'true', 'false', 'on', 'off', 'yes', 'no'])
  .transform((value) => ['1', 'true', 'on', 'yes'].includes(value))

// Zod's own words ("received NaN") tell an operator less than what the setting takes; one message serves every way it is off.
const PRUNE_EVERY = 'seconds between runs of the webhook prune job, a whole number from 0 (never) to 86400'

const rawEnvSchema = z.object({
  PORT: z.coerce.number().int().min(0).max(65535).default(8080),
  HOST: z.string().min(1).default('127.0.0.1'),
  NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
  DATABASE_URL: z.string().url().optional(),
  // Connections one server process keeps to PostgreSQL; with N processes the database sees up to N times this.
  DATABASE_POOL_MAX: z.coerce.number().int().min(1).max(500).default(10),
  DATA_DIR: z.string().min(1).default('./data/pglite'),
  JWT_SECRET: z.string().min(32, 'JWT_SECRET must be at least 32 characters').optional(),
  TOKEN_TTL_SECONDS: z.coerce.number().int().positive().default(7200),
  SMTP_URL: z.string().url().optional(),
  SMTP_FROM: z.string().min(3).default('FairPass <no-reply@fairpass.example>'),
  SMS_WEBHOOK_URL: z.string().url().optional(),
  STATIC_DIR: z.string().min(1).default('demo/dist'),
  LIB_DIR: z.string().min(1).default('dist/lib'),
  PUBLIC_BASE_URL: z
    .string()
    .url()
    .refine((value) => /^https?:\/\//.test(value), 'PUBLIC_BASE_URL must be an http(s) address')
    .transform((value) => value.replace(/\/+$/, ''))
    .optional(),
  /** Demo mode, only when asked for (npm start sets it); DEMO is the older name of the same switch. */
  FAIRPASS_DEMO: flag.optional(),
  DEMO: flag.optional(),
  // Whose X-Forwarded-For to believe (the client address that per-address limits key on): off (default), a number
  // of proxy hops, or comma-separated proxy addresses/CIDRs. Never "true": that believes every client.
  TRUST_PROXY: z
    .string()
    .transform((value, context) => {
      const text = value.trim()
      if (['off', 'false', 'no', '0'].includes(text)) return false as const
      if (/^\d{1,2}$/.test(text)) return Number(text)
      if (['true', 'on', 'yes'].includes(text)) {
        context.addIssue({ code: 'custom', message: 'TRUST_PROXY=true would believe X-Forwarded-For from any client; give the number of proxy hops (e.g. 1) or the proxies\' addresses' })
        return z.NEVER
      }
      const list = text.split(',').map((entry) => entry.trim()).filter(Boolean)
      if (list.length === 0 || !list.every((entry) => /^[0-9a-fA-F:.]+(\/\d{1,3})?$/.test(entry))) {
        context.addIssue({ code: 'custom', message: 'TRUST_PROXY: off, a hop count, or comma-separated proxy addresses/CIDRs such as 10.0.0.0/8' })
        return z.NEVER
      }
      return list
    })
    .optional(),
  RATE_LIMIT_CODES_PER_IP_MINUTE: z.coerce.number().int().positive().optional(),
  RATE_LIMIT_LOGINS_PER_IP_MINUTE: z.coerce.number().int().positive().optional(),
  // Where rate limits count: 'database' (shared by every process on it; the default on PostgreSQL) or 'memory'
  // (one process; the default on the embedded database, which only one process can open).
  RATE_LIMIT_STORE: z.enum(['memory', 'database']).optional(),
  CARD_OCR: z.enum(['tesseract', 'off']).default('tesseract'),
  CARD_OCR_TIMEOUT_MS: z.coerce.number().int().min(1000).max(300_000).default(30_000),
  CARD_OCR_QUEUE: z.coerce.number().int().min(0).max(100).default(4),
  RATE_LIMIT_CARDS_PER_USER_MINUTE: z.coerce.number().int().positive().default(6),
  ORDER_PAYMENT_MINUTES: z.coerce.number().int().min(1).max(24 * 60).default(15),
  ORDER_SWEEP_SECONDS: z.coerce.number().int().min(0).max(3600).default(30),
  ORDER_PENDING_MAX_PER_BUYER: z.coerce.number().int().min(1).max(1000).default(3),
  ORDER_PENDING_TICKETS_MAX_PER_BUYER: z.coerce.number().int().min(1).max(10_000).default(60),
  RATE_LIMIT_ORDERS_PER_USER_MINUTE: z.coerce.number().int().positive().default(20),
  // The demo's fair days: relative to the day of seeding (default), or the spec's own (the end-to-end tests read them).
  DEMO_CALENDAR: z.enum(['today', 'spec']).default('today'),
  GIFT_EXPIRY_DAYS: z.coerce.number().int().min(1).max(365).default(7),
  UPLOAD_UNUSED_GRACE_HOURS: z.coerce.number().int().min(1).max(24 * 365).default(24),
  BACKGROUND_SWEEP_SECONDS: z.coerce.number().int().min(0).max(86_400).default(300),
  PAYMENT_PROVIDER: z.enum(['sandbox']).optional(),
  PAYMENT_SANDBOX_REFUND_DELAY_MS: z.coerce.number().int().min(0).max(600_000).default(2000),
  PAYMENT_RETURN_ORIGINS: z
    .string()
    .transform((value) => value.split(',').map((origin) => origin.trim()).filter(Boolean))
    .refine((origins) => origins.every((origin) => /^https?:\/\/[^/]+$/.test(origin)), 'PAYMENT_RETURN_ORIGINS: comma-separated origins such as https://fair.example.com')
    .optional(),
  TICKET_QR_KEY: z
    .string()
    .regex(/^[A-Za-z0-9_-]{43}$/, 'TICKET_QR_KEY must be a 32-byte Ed25519 seed in base64url (43 characters)')
    .optional(),
  // The messaging app's JS-SDK (features/channels getJsSdk): the official account's app id and a jsapi ticket.
  WECHAT_JSSDK_APP_ID: z.string().regex(/^wx[0-9a-zA-Z]{16}$/, 'WECHAT_JSSDK_APP_ID: the app id, "wx" and 16 letters or digits').optional(),
  // Webhooks (features/webhooks): may endpoints be http or private addresses (the tests' receiver; the demo), how
  // often due deliveries are sent (0: never), how long a receiver may take to answer, how many days delivered
  // events are kept, and how often the job that deletes older ones runs (0: never). Hourly by default: against a
  // retention counted in days, pruning at every background sweep would only repeat the scan.
  WEBHOOK_ALLOW_PRIVATE_URLS: flag.optional(),
  WEBHOOK_DELIVERY_SECONDS: z.coerce.number().int().min(0).max(3600).default(5),
  WEBHOOK_TIMEOUT_MS: z.coerce.number().int().min(100).max(60_000).default(10_000),
  WEBHOOK_RETENTION_DAYS: z.coerce.number().int().min(1).max(3650).default(30),
  WEBHOOK_PRUNE_EVERY_SECONDS: z.coerce
    .number(PRUNE_EVERY)
    .int(PRUNE_EVERY)
    .min(0, PRUNE_EVERY)
    .max(86_400, PRUNE_EVERY)
    .default(3600),
  WECHAT_JSSDK_TICKET: z.string().regex(/^[A-Za-z0-9_-]{16,256}$/, 'WECHAT_JSSDK_TICKET: the jsapi ticket, 16 to 256 letters, digits, - or _').optional(),
})

export interface Env {
  port: number
  host: string
  nodeEnv: 'development' | 'production' | 'test'
  /** PostgreSQL connection string; when absent the embedded PGlite is used. */
  databaseUrl?: string
  databasePoolMax: number
  /** PGlite data folder, or 'memory' for a throw-away in-memory database. */
  dataDir: string
  jwtSecret: string
  tokenTtlSeconds: number
  smtpUrl?: string
  smtpFrom: string
  smsWebhookUrl?: string
  staticDir: string
  /** The library build (loader and element chunks) served at /lib/ for pages on other origins. */
  libDir: string
  /** Where visitors open the app, without a trailing slash; links sent by SMS or e-mail start with it. */
  publicBaseUrl: string
  /** Demo mode seeds sample data, exposes the outbox and delivers codes to it instead of real channels. */
  demo: boolean
  /** Where the demo seed puts its fairs: ahead of today, or on the spec's dates (seed/calendar.ts). */
  demoCalendar: 'today' | 'spec'
  /** Fastify's trustProxy: false (default), a hop count, or the proxies' addresses. */
  trustProxy: false | number | string[]
  /** Per-IP limits that override the defaults of context/ (sendCodePerMinute, tokenPerMinute). */
  rateLimits: { sendCodePerMinute?: number; tokenPerMinute?: number }
  /** Where rate limits count (RATE_LIMIT_STORE). */
  rateLimitStore: 'memory' | 'database'
  /** Business card recognition (features/ocr): the engine, its time limit, waiting room and per-user limit. */
  cardOcr: { engine: 'tesseract' | 'off'; timeoutMs: number; maxQueue: number; perUserPerMinute: number }
  /**
   * Buying (features/orders, features/payments): minutes an unpaid order holds its tickets, how often the sweeper
   * cancels overdue ones (0: only lazily, when an order is read or paid), the payment provider, and how long the
   * sandbox waits before confirming a refund.
   */
  orders: {
    paymentMinutes: number
    sweepSeconds: number
    paymentProvider: 'sandbox'
    sandboxRefundDelayMs: number
    /** Other sites (origins) the buyer may be sent back to after paying: organisers' pages that embed the elements. */
    returnOrigins: string[]
    /** Unpaid orders, and tickets in them, one buyer may hold per exhibition (issue 12 hole 3). */
    maxPendingPerBuyer: number
    maxPendingTicketsPerBuyer: number
    /** Order placing calls per signed-in buyer per minute. */
    placePerMinute: number
  }
  /**
   * Background jobs (src/jobs): how often the sweeps of gifts and uploads run (0: never); days an unreceived gift
   * waits before its tickets go back to the giver; hours an uploaded file no record uses is kept.
   */
  background: { sweepSeconds: number; giftExpiryDays: number; uploadGraceHours: number }
  /**
   * The Ed25519 seed (base64url) that signs ticket QR codes. When absent it is derived from the JWT secret; set it
   * to keep gate devices' public key stable across secret rotations (and across demo restarts).
   */
  ticketQrKey?: string
  /**
   * What signs the share card inside the messaging app (getJsSdk): WECHAT_JSSDK_APP_ID and WECHAT_JSSDK_TICKET, both or
   * neither. Outside production, unset means the documented test pair (JS_SDK_TEST_CREDENTIALS); in production, unset
   * turns getJsSdk off (503).
   */
  jsSdk?: { appId: string; ticket: string }
  /**
   * Webhooks (docs/webhooks.md): whether endpoints may be http:// or resolve to private/loopback addresses (default:
   * only in demo mode; never in production), seconds between delivery runs, the receiver's time to answer, the days
   * a delivered event is kept, and seconds between the runs that delete older ones (0: never).
   */
  webhooks: { allowPrivateUrls: boolean; deliverySeconds: number; timeoutMs: number; retentionDays: number; pruneEverySeconds: number }
}

/** The test credentials the JS-SDK signer uses outside production when none are configured (they sign nothing real). */
export const JS_SDK_TEST_CREDENTIALS = { appId: 'wx0000000000fa1pa5', ticket: 'fairpass-test-jsapi-ticket' } as const

export class EnvError extends Error {
  constructor(readonly problems: string[]) {
    super(`Invalid environment:\n  - ${problems.join('\n  - ')}`)
    this.name = 'EnvError'
  }
}

/** Reads and checks the process environment once at boot; throws EnvError listing every problem at once. */
export function loadEnv(source: Record<string, string | undefined> = process.env): Env {
  // Empty strings come from `FOO= node …` and docker env files; they mean "not set".
  const cleaned = Object.fromEntries(Object.entries(source).filter(([, value]) => value !== undefined && value !== ''))
  const parsed = rawEnvSchema.safeParse(cleaned)
  if (!parsed.success) {
    throw new EnvError(parsed.error.issues.map((issue) => `${issue.path.join('.')}: ${issue.message}`))
  }
  const raw = parsed.data
  const production = raw.NODE_ENV === 'production'
  // Never by default: demo mode exposes the development outbox, login codes included.
  const askedForDemo = raw.FAIRPASS_DEMO ?? raw.DEMO ?? false
  const demo = production ? false : askedForDemo

  if (production) {
    const missing = (['JWT_SECRET', 'SMTP_URL', 'SMS_WEBHOOK_URL', 'PUBLIC_BASE_URL'] as const).filter((key) => !raw[key])
    if (missing.length > 0) throw new EnvError(missing.map((key) => `${key}: required in production`))
    if (askedForDemo) throw new EnvError([`${raw.FAIRPASS_DEMO ? 'FAIRPASS_DEMO' : 'DEMO'}: demo mode cannot be enabled in production`])
    // The sandbox takes no money: production uses it only when the operator names it on purpose.
    if (!raw.PAYMENT_PROVIDER) throw new EnvError(['PAYMENT_PROVIDER: required in production (only sandbox ships; WeChat Pay / Alipay plug in behind features/payments/provider.ts)'])
  }

  // A production server posting into its own network is the request forgery the check exists to stop.
  if (production && raw.WEBHOOK_ALLOW_PRIVATE_URLS) throw new EnvError(['WEBHOOK_ALLOW_PRIVATE_URLS: cannot be enabled in production (webhook endpoints must be public https addresses)'])

  if (Boolean(raw.WECHAT_JSSDK_APP_ID) !== Boolean(raw.WECHAT_JSSDK_TICKET)) {
    throw new EnvError(['WECHAT_JSSDK_APP_ID and WECHAT_JSSDK_TICKET: set both or neither'])
  }
  const jsSdk = raw.WECHAT_JSSDK_APP_ID && raw.WECHAT_JSSDK_TICKET ? { appId: raw.WECHAT_JSSDK_APP_ID, ticket: raw.WECHAT_JSSDK_TICKET } : production ? undefined : { ...JS_SDK_TEST_CREDENTIALS }

  return {
    port: raw.PORT,
    host: raw.HOST,
    nodeEnv: raw.NODE_ENV,
    databaseUrl: raw.DATABASE_URL,
    databasePoolMax: raw.DATABASE_POOL_MAX,
    dataDir: raw.DATA_DIR,
    // A per-boot secret signs out every demo session on restart, which is acceptable for a demo
    // and avoids shipping a well-known key.
    jwtSecret: raw.JWT_SECRET ?? randomBytes(32).toString('base64url'),
    tokenTtlSeconds: raw.TOKEN_TTL_SECONDS,
    smtpUrl: raw.SMTP_URL,
    smtpFrom: raw.SMTP_FROM,
    smsWebhookUrl: raw.SMS_WEBHOOK_URL,
    staticDir: raw.STATIC_DIR,
    libDir: raw.LIB_DIR,
    // Outside production the server itself serves the app, so its own address is where the links lead.
    publicBaseUrl: raw.PUBLIC_BASE_URL ?? `http://127.0.0.1:${raw.PORT}`,
    demo,
    demoCalendar: raw.DEMO_CALENDAR,
    trustProxy: raw.TRUST_PROXY ?? false,
    rateLimits: { sendCodePerMinute: raw.RATE_LIMIT_CODES_PER_IP_MINUTE, tokenPerMinute: raw.RATE_LIMIT_LOGINS_PER_IP_MINUTE },
    rateLimitStore: raw.RATE_LIMIT_STORE ?? (raw.DATABASE_URL ? 'database' : 'memory'),
    cardOcr: {
      engine: raw.CARD_OCR,
      timeoutMs: raw.CARD_OCR_TIMEOUT_MS,
      maxQueue: raw.CARD_OCR_QUEUE,
      perUserPerMinute: raw.RATE_LIMIT_CARDS_PER_USER_MINUTE,
    },
    orders: {
      paymentMinutes: raw.ORDER_PAYMENT_MINUTES,
      sweepSeconds: raw.ORDER_SWEEP_SECONDS,
      paymentProvider: raw.PAYMENT_PROVIDER ?? 'sandbox',
      sandboxRefundDelayMs: raw.PAYMENT_SANDBOX_REFUND_DELAY_MS,
      returnOrigins: raw.PAYMENT_RETURN_ORIGINS ?? [],
      maxPendingPerBuyer: raw.ORDER_PENDING_MAX_PER_BUYER,
      maxPendingTicketsPerBuyer: raw.ORDER_PENDING_TICKETS_MAX_PER_BUYER,
      placePerMinute: raw.RATE_LIMIT_ORDERS_PER_USER_MINUTE,
    },
    background: { sweepSeconds: raw.BACKGROUND_SWEEP_SECONDS, giftExpiryDays: raw.GIFT_EXPIRY_DAYS, uploadGraceHours: raw.UPLOAD_UNUSED_GRACE_HOURS },
    ticketQrKey: raw.TICKET_QR_KEY,
    jsSdk,
    webhooks: {
      allowPrivateUrls: raw.WEBHOOK_ALLOW_PRIVATE_URLS ?? demo,
      deliverySeconds: raw.WEBHOOK_DELIVERY_SECONDS,
      timeoutMs: raw.WEBHOOK_TIMEOUT_MS,
      retentionDays: raw.WEBHOOK_RETENTION_DAYS,
      pruneEverySeconds: raw.WEBHOOK_PRUNE_EVERY_SECONDS,
    },
  }
}
