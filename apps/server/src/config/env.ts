import path from 'node:path'
import { z } from 'zod'
import { PLAN_TYPES, type PlanType } from '@spotlight/shared/domain/enums'
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
  PI_API_BASE: z.url().optional(),
  PI_API_KEY: z.string().min(1).optional(),
  PI_SANDBOX: booleanFlag.default(false),
  PI_SIMULATOR: booleanFlag.optional(),
  PI_VALIDATION_KEY: z.string().optional(),
  PI_NETWORK: z.enum(['testnet', 'mainnet']).optional(),
  PI_EXPLORER_URL: z.url().optional(),
  ADMIN_USERNAMES: z.string().optional(),
  SESSION_TTL_S: z.coerce
    .number()
    .int()
    .min(60)
    .max(30 * 24 * 3600)
    .default(DEFAULT_SESSION_TTL_S),
  PLAN_PRICES: planPrices.default(planPrices.parse('STANDARD=1,CATEGORY_SLIDER=3,MAIN_SLIDER=5')),
  MEDIA_STORE: z.enum(['local', 'cloudinary']).default('local'),
  CLOUDINARY_URL: z
    .string()
    .regex(/^cloudinary:\/\//, 'must be a cloudinary:// URL')
    .optional(),
  REDIS_URL: z
    .string()
    .regex(/^rediss?:\/\//, 'must be a redis:// URL')
    .optional(),
  TRUST_PROXY: z
    .string()
    .regex(/^(true|false|[\w.:/,\s-]+)$/, 'expected true, false or a list of proxy addresses')
    .optional(),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  SEED_DEMO: booleanFlag.default(true),
  RATE_LIMIT_MAX: z.coerce.number().int().min(1).default(600),
})

export type Config = {
  env: 'development' | 'production' | 'test'
  isProduction: boolean
  port: number
  host: string
  publicUrl: string
  dataDir: string
  databaseUrl: string | undefined
  /** PostgreSQL connections at most; undefined: defaultPoolMax() (db/client.ts). */
  databasePoolMax: number | undefined
  /** null: the simulator mounted in this very process, reached over loopback once the server listens. */
  piApiBase: string | null
  piApiKey: string
  piSandbox: boolean
  piSimulator: boolean
  piValidationKey: string | undefined
  /** The app's Pi blockchain (fixed when the app is registered): receipts link its block explorer. */
  piNetwork: 'testnet' | 'mainnet'
  /** The block explorer's origin; a transaction's page is `<origin>/<network>/transactions/<txid>`. */
  piExplorerUrl: string
  adminUsernames: string[]
  sessionTtlS: number
  planPrices: Record<PlanType, number>
  mediaStore: 'local' | 'cloudinary'
  cloudinaryUrl: string | undefined
  redisUrl: string | undefined
  logLevel: string
  seedDemo: boolean
  /** Requests per minute per client over the whole API (benchmarks raise it: one IP sends everything). */
  rateLimitMax: number
  /** Fastify's trustProxy: whose X-Forwarded-For to believe when rate limiting and logging. */
  trustProxy: boolean | string
}

export class ConfigError extends Error {
  override name = 'ConfigError'
}

/**
 * Reads the configuration once, at start-up. Any bad value stops the process with a message that
 * names the variable; production refuses the Pi simulator and requires a real database and API key.
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
    if (problems.length > 0) throw new ConfigError(`Invalid configuration:\n  ${problems.join('\n  ')}`)
  }

  const piSimulator = isProduction ? false : (env.PI_SIMULATOR ?? true)
  const publicUrl = (env.PUBLIC_URL ?? `http://localhost:${env.PORT}`).replace(/\/+$/, '')
  const adminUsernames = (env.ADMIN_USERNAMES ?? (isProduction ? '' : 'admin'))
    .split(',')
    .map((name) => name.trim().toLowerCase())
    .filter(Boolean)

  return {
    env: env.NODE_ENV,
    isProduction,
    port: env.PORT,
    host: env.HOST,
    publicUrl,
    dataDir: path.resolve(env.DATA_DIR),
    databaseUrl: env.DATABASE_URL,
    databasePoolMax: env.DATABASE_POOL_MAX,
    // With the simulator on, the real Pi client code talks to our own /__pi-sim over HTTP.
    piApiBase: env.PI_API_BASE ? env.PI_API_BASE.replace(/\/+$/, '') : piSimulator ? null : 'https://api.minepi.com',
    piApiKey: env.PI_API_KEY ?? 'sim-development-key',
    piSandbox: env.PI_SANDBOX,
    piSimulator,
    piValidationKey: env.PI_VALIDATION_KEY,
    // A sandboxed or simulated app pays in Test-Pi; a production app defaults to the Mainnet.
    piNetwork: env.PI_NETWORK ?? (isProduction && !env.PI_SANDBOX ? 'mainnet' : 'testnet'),
    piExplorerUrl: (env.PI_EXPLORER_URL ?? 'https://blockexplorer.minepi.com').replace(/\/+$/, ''),
    adminUsernames,
    sessionTtlS: env.SESSION_TTL_S,
    planPrices: env.PLAN_PRICES,
    mediaStore: env.MEDIA_STORE,
    cloudinaryUrl: env.CLOUDINARY_URL,
    redisUrl: env.REDIS_URL,
    logLevel: env.LOG_LEVEL,
    seedDemo: env.SEED_DEMO && !isProduction,
    rateLimitMax: env.RATE_LIMIT_MAX,
    trustProxy: parseTrustProxy(env.TRUST_PROXY ?? (isProduction ? 'loopback,uniquelocal' : 'false')),
  }
}

/** Trusting every hop would let a visitor pick their own rate-limit key with a forged X-Forwarded-For. */
function parseTrustProxy(value: string): boolean | string {
  if (value === 'true') return true
  if (value === 'false') return false
  return value
}
