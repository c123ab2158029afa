import path from 'node:path'
import { z } from 'zod'
import { DEFAULT_PLAN_PRICES, PLAN_TYPES, type PlanType } from '@spotlight/shared/domain/plans'
import { DEFAULT_SESSION_TTL_S } from '@spotlight/shared/domain/limits'

const booleanFlag = z
  .enum(['1', '0', 'true', 'false', 'yes', 'no', 'on', 'off', ''])
  .transform((value) => ['1', 'true', 'yes', 'on'].includes(value))

const planPrices = z.string().transform((raw, ctx) => {
  const prices: Record<string, number> = {}
  for (const pair of raw.split(',').filter((part) => part.trim() !== '')) {
    const [key, value] = pair.split('=').map((part) => part.trim())
    const amount = Number(value)
    if (!key || !(PLAN_TYPES as readonly string[]).includes(key) || !Number.isFinite(amount) || amount <= 0) {
      ctx.addIssue({ code: 'custom', message: `expected PLAN=amount pairs such as STANDARD=1, got "${pair}"` })
      return z.NEVER
    }
    prices[key] = amount
  }
  for (const plan of PLAN_TYPES) {
    if (prices[plan] === undefined) {
      ctx.addIssue({ code: 'custom', message: `missing a price for ${plan}` })
      return z.NEVER
    }
  }
  return prices as Record<PlanType, number>
})

/** A comma list whose every entry must match `entry`; empty entries (a trailing comma) are ignored. */
const commaList = (entry: RegExp, what: string) =>
  z.string().transform((raw, ctx) => {
    const items = raw
      .split(',')
      .map((item) => item.trim())
      .filter(Boolean)
    const bad = items.find((item) => !entry.test(item))
    if (bad !== undefined) {
      ctx.addIssue({ code: 'custom', message: `expected a comma list of ${what}, got "${bad}"` })
      return z.NEVER
    }
    return items
  })

const EnvSchema = z.object({
  NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
  PORT: z.coerce.number().int().min(0).max(65535).default(3000),
  HOST: z.string().min(1).default('0.0.0.0'),
  PUBLIC_URL: z.url().optional(),
  DATA_DIR: z.string().min(1).default('./data'),
  DATABASE_URL: z
    .string()
    .regex(/^postgres(ql)?:\/\//, 'must be a postgres:// URL')
    .optional(),
  /** PostgreSQL connections per server process; by default twice the machine's cores, 2 to 10 (client.ts). */
  DATABASE_POOL_MAX: z.coerce.number().int().min(1).max(100).optional(),
  /** PostgreSQL: how long a query waits for an answer before its connection is dropped; 0 for ever (client.ts). */
  DATABASE_QUERY_TIMEOUT_MS: z.coerce.number().int().min(0).max(3_600_000).optional(),
  PI_API_BASE: z.url().optional(),
  PI_API_KEY: z.string().min(1).optional(),
  PI_SANDBOX: booleanFlag.default(false),
  PI_SIMULATOR: booleanFlag.optional(),
  /** Whether the start checks PI_API_KEY against the Pi Platform (on by default in production). */
  PI_KEY_CHECK: booleanFlag.optional(),
  PI_VALIDATION_KEY: z.string().optional(),
  PI_NETWORK: z.enum(['testnet', 'mainnet']).optional(),
  PI_EXPLORER_URL: z.url().optional(),
  /** Pi uids (app-scoped, from /v2/me): the admins. */
  ADMIN_PI_UIDS: commaList(/^[\w.:-]{1,128}$/, 'Pi uids').optional(),
  /** Bootstrap only: the first account signing in with one of these usernames is recorded by uid. */
  ADMIN_USERNAMES: commaList(/^[\w.-]{1,64}$/, 'Pi usernames').optional(),
  SESSION_TTL_S: z.coerce
    .number()
    .int()
    .min(60)
    .max(30 * 24 * 3600)
    .default(DEFAULT_SESSION_TTL_S),
  /** `PLAN=amount` pairs (Pi), one per plan; the plan catalogue's default prices when unset. */
  PLAN_PRICES: planPrices.default(DEFAULT_PLAN_PRICES),
  MEDIA_STORE: z.enum(['local', 'cloudinary', 's3']).default('local'),
  CLOUDINARY_URL: z
    .string()
    .regex(/^cloudinary:\/\//, 'must be a cloudinary:// URL')
    .optional(),
  /** An S3-compatible endpoint (MinIO, R2, …); unset: AWS's own for S3_REGION. */
  S3_ENDPOINT: z.url().optional(),
  S3_REGION: z
    .string()
    .regex(/^[\w-]{1,64}$/, 'expected a region name such as eu-west-1')
    .default('us-east-1'),
  S3_BUCKET: z
    .string()
    .regex(/^[a-z0-9][a-z0-9.-]{1,61}[a-z0-9]$/, 'expected an S3 bucket name')
    .optional(),
  S3_ACCESS_KEY_ID: z.string().min(1).optional(),
  S3_SECRET_ACCESS_KEY: z.string().min(1).optional(),
  /** Addresses the bucket as `<endpoint>/<bucket>/<key>` (most self-hosted servers need it). */
  S3_FORCE_PATH_STYLE: booleanFlag.default(false),
  /**
   * How long one call to the bucket may wait for its answer (per attempt, the SDK tries 3 times): a
   * bucket that stops answering must not hold uploads and /media reads forever.
   */
  S3_TIMEOUT_MS: z.coerce.number().int().min(100).max(300_000).default(20_000),
  /** Where browsers fetch the bucket's files (a CDN or the bucket's public address); unset: through /media. */
  S3_PUBLIC_URL: z
    .url()
    .regex(/^https?:\/\//, 'must be an http(s) URL')
    .optional(),
  REDIS_URL: z
    .string()
    .regex(/^rediss?:\/\//, 'must be a redis:// URL')
    .optional(),
  /** Prefix of every key written to REDIS_URL's Redis (several sites, or test runs, may share one). */
  REDIS_KEY_PREFIX: z
    .string()
    .regex(/^[\w:.-]{1,64}$/, 'expected letters, digits and : . _ - (at most 64)')
    .default('spotlight:'),
  TRUST_PROXY: z
    .string()
    .regex(/^(true|false|[\w.:/,\s-]+)$/, 'expected true, false or a list of proxy addresses')
    .optional(),
  /** The bearer token a Prometheus scraper presents at /metrics; without it production has no /metrics. */
  METRICS_TOKEN: z
    .string()
    .regex(/^[\x21-\x7e]{16,256}$/, 'must be 16 to 256 printable characters without spaces')
    .optional(),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  SEED_DEMO: booleanFlag.default(true),
  RATE_LIMIT_MAX: z.coerce.number().int().min(1).default(600),
})

/** Every environment variable the server reads (the README's table and .env.example list each one). */
export const CONFIG_VARIABLES = Object.keys(EnvSchema.shape)

export type Config = {
  env: 'development' | 'production' | 'test'
  isProduction: boolean
  port: number
  host: string
  publicUrl: string
  /**
   * PUBLIC_URL was given (always, in production). Without it publicUrl is a guess (localhost and the
   * port), not necessarily the address a browser used.
   */
  hasPublicUrl: boolean
  dataDir: string
  databaseUrl: string | undefined
  /** PostgreSQL connections at most; undefined: defaultPoolMax() (db/client.ts). */
  databasePoolMax: number | undefined
  /** How long a PostgreSQL query waits for its answer; undefined: DEFAULT_QUERY_TIMEOUT_MS (db/client.ts). */
  databaseQueryTimeoutMs: number | undefined
  /** null: the simulator mounted in this very process, reached over loopback once the server listens. */
  piApiBase: string | null
  piApiKey: string
  piSandbox: boolean
  piSimulator: boolean
  /**
   * Check PI_API_KEY once against the real Pi Platform after the start (plugins/pi.ts): a wrong key is
   * logged and shown by /readyz and /metrics then, not at the first payment's approval.
   */
  piKeyCheck: boolean
  piValidationKey: string | undefined
  /** The app's Pi blockchain (fixed when the app is registered): receipts link its block explorer. */
  piNetwork: 'testnet' | 'mainnet'
  /** The block explorer's origin; a transaction's page is `<origin>/<network>/transactions/<txid>`. */
  piExplorerUrl: string
  /** The admins, by Pi uid. */
  adminPiUids: string[]
  /**
   * Bootstrap admin usernames, lower case: the first account to sign in with one has its uid recorded
   * (admin_bootstraps); from then on the username counts for that uid only.
   */
  adminUsernames: string[]
  sessionTtlS: number
  planPrices: Record<PlanType, number>
  mediaStore: 'local' | 'cloudinary' | 's3'
  cloudinaryUrl: string | undefined
  /** The bucket of `MEDIA_STORE=s3`; undefined for the other stores. */
  s3: S3Settings | undefined
  redisUrl: string | undefined
  redisKeyPrefix: string
  logLevel: string
  /** Bearer token for GET /metrics (plugins/metrics.ts); undefined: production answers 404 there. */
  metricsToken: string | undefined
  seedDemo: boolean
  /** Requests per minute per client over the whole API (benchmarks raise it: one IP sends everything). */
  rateLimitMax: number
  /** Fastify's trustProxy: whose X-Forwarded-For to believe when rate limiting and logging. */
  trustProxy: boolean | string
}

export type S3Settings = {
  endpoint: string | undefined
  region: string
  bucket: string
  /** Both or neither; neither: the SDK's own chain (AWS_* variables, an instance role). */
  credentials: { accessKeyId: string; secretAccessKey: string } | undefined
  forcePathStyle: boolean
  /** Without a trailing slash; undefined: files are served through /media. */
  publicUrl: string | undefined
  /** How long one attempt of a call may wait for the bucket's answer. */
  timeoutMs: number
}

export class ConfigError extends Error {
  override name = 'ConfigError'
}

/**
 * Reads the configuration once, at start-up. Any bad value stops the process with a message that
 * names the variable; production refuses the Pi simulator and requires a real database, API key and
 * https PUBLIC_URL.
 */
export function loadConfig(source: Record<string, string | undefined> = process.env): Config {
  // Empty strings are how shells say "unset"; treat them so, or defaults would never apply.
  const cleaned = Object.fromEntries(Object.entries(source).filter(([, value]) => value !== undefined && value !== ''))
  const parsed = EnvSchema.safeParse(cleaned)
  if (!parsed.success) {
    const lines = parsed.error.issues.map((issue) => `  ${issue.path.join('.') || '(env)'}: ${issue.message}`)
    throw new ConfigError(`Invalid configuration:\n${lines.join('\n')}`)
  }
  const env = parsed.data
  const isProduction = env.NODE_ENV === 'production'

  if (isProduction) {
    const problems: string[] = []
    if (env.PI_SIMULATOR !== undefined)
      problems.push('PI_SIMULATOR: the Pi simulator is refused in production; unset it')
    if (!env.DATABASE_URL) problems.push('DATABASE_URL: required in production (PostgreSQL)')
    if (!env.PI_API_KEY) problems.push('PI_API_KEY: required in production')
    const publicUrlProblem = productionPublicUrlProblem(env.PUBLIC_URL)
    if (publicUrlProblem) problems.push(`PUBLIC_URL: ${publicUrlProblem}`)
    if (problems.length > 0) throw new ConfigError(`Invalid configuration:\n  ${problems.join('\n  ')}`)
  }

  const s3 = env.MEDIA_STORE === 's3' ? s3Settings(env) : undefined

  const piSimulator = isProduction ? false : (env.PI_SIMULATOR ?? true)
  // Only outside production: production refused a missing PUBLIC_URL above.
  const publicUrl = (env.PUBLIC_URL ?? `http://localhost:${env.PORT}`).replace(/\/+$/, '')
  // The development default lets `npm start` sign in as `admin` with the simulator (uid sim-uid-admin).
  const adminUsernames = (env.ADMIN_USERNAMES ?? (isProduction ? [] : ['admin'])).map((name) => name.toLowerCase())

  return {
    env: env.NODE_ENV,
    isProduction,
    port: env.PORT,
    host: env.HOST,
    publicUrl,
    hasPublicUrl: env.PUBLIC_URL !== undefined,
    dataDir: path.resolve(env.DATA_DIR),
    databaseUrl: env.DATABASE_URL,
    databasePoolMax: env.DATABASE_POOL_MAX,
    databaseQueryTimeoutMs: env.DATABASE_QUERY_TIMEOUT_MS,
    // With the simulator on, the real Pi client code talks to our own /__pi-sim over HTTP.
    piApiBase: env.PI_API_BASE ? env.PI_API_BASE.replace(/\/+$/, '') : piSimulator ? null : 'https://api.minepi.com',
    piApiKey: env.PI_API_KEY ?? 'sim-development-key',
    piSandbox: env.PI_SANDBOX,
    piSimulator,
    // Only a real platform can judge the key; a bench or an offline run on a placeholder key turns it off.
    piKeyCheck: !piSimulator && (env.PI_KEY_CHECK ?? isProduction),
    piValidationKey: env.PI_VALIDATION_KEY,
    // A sandboxed or simulated app pays in Test-Pi; a production app defaults to the Mainnet.
    piNetwork: env.PI_NETWORK ?? (isProduction && !env.PI_SANDBOX ? 'mainnet' : 'testnet'),
    piExplorerUrl: (env.PI_EXPLORER_URL ?? 'https://blockexplorer.minepi.com').replace(/\/+$/, ''),
    adminPiUids: env.ADMIN_PI_UIDS ?? [],
    adminUsernames,
    sessionTtlS: env.SESSION_TTL_S,
    planPrices: env.PLAN_PRICES,
    mediaStore: env.MEDIA_STORE,
    cloudinaryUrl: env.CLOUDINARY_URL,
    s3,
    redisUrl: env.REDIS_URL,
    redisKeyPrefix: env.REDIS_KEY_PREFIX,
    logLevel: env.LOG_LEVEL,
    metricsToken: env.METRICS_TOKEN,
    seedDemo: env.SEED_DEMO && !isProduction,
    rateLimitMax: env.RATE_LIMIT_MAX,
    trustProxy: parseTrustProxy(env.TRUST_PROXY ?? (isProduction ? 'loopback,uniquelocal' : 'false')),
  }
}

/** Where plain http is still a real address: the machine itself (a restore drill, a benchmark). */
const LOOPBACK_HOSTS = new Set(['localhost', '127.0.0.1'])

/**
 * Canonical links, og:url, the sitemaps, robots.txt and the QR sign-in codes all name PUBLIC_URL: left
 * unset, production would publish http://localhost:PORT to crawlers and phones; an http:// origin
 * would send them past the TLS proxy to an address it only redirects.
 */
function productionPublicUrlProblem(publicUrl: string | undefined): string | null {
  if (!publicUrl) return 'required in production: the https:// origin people use, e.g. https://spotlight.example'
  const { protocol, hostname } = new URL(publicUrl)
  if (protocol === 'https:' || (protocol === 'http:' && LOOPBACK_HOSTS.has(hostname))) return null
  return `must be an https:// URL in production (http:// only for localhost or 127.0.0.1), got ${publicUrl}`
}

function s3Settings(env: z.infer<typeof EnvSchema>): S3Settings {
  const problems: string[] = []
  if (!env.S3_BUCKET) problems.push('S3_BUCKET: required when MEDIA_STORE=s3')
  if (Boolean(env.S3_ACCESS_KEY_ID) !== Boolean(env.S3_SECRET_ACCESS_KEY))
    problems.push('S3_ACCESS_KEY_ID, S3_SECRET_ACCESS_KEY: set both, or neither (the AWS SDK then finds its own)')
  if (problems.length > 0) throw new ConfigError(`Invalid configuration:\n  ${problems.join('\n  ')}`)
  return {
    endpoint: env.S3_ENDPOINT,
    region: env.S3_REGION,
    bucket: env.S3_BUCKET!,
    credentials:
      env.S3_ACCESS_KEY_ID && env.S3_SECRET_ACCESS_KEY
        ? { accessKeyId: env.S3_ACCESS_KEY_ID, secretAccessKey: env.S3_SECRET_ACCESS_KEY }
        : undefined,
    forcePathStyle: env.S3_FORCE_PATH_STYLE,
    publicUrl: env.S3_PUBLIC_URL?.replace(/\/+$/, ''),
    timeoutMs: env.S3_TIMEOUT_MS,
  }
}

/** Trusting every hop would let a visitor pick their own rate-limit key with a forged X-Forwarded-For. */
function parseTrustProxy(value: string): boolean | string {
  if (value === 'true') return true
  if (value === 'false') return false
  return value
}
