import { describe, expect, it } from 'vitest'
import { ConfigError, loadConfig } from './env'

describe('configuration', () => {
  it('runs on the embedded defaults with nothing set', () => {
    const config = loadConfig({})
    expect(config).toMatchObject({
      env: 'development',
      port: 3000,
      databaseUrl: undefined,
      piSimulator: true,
      piApiBase: null,
      // The simulator's key is no key to check.
      piKeyCheck: false,
      adminPiUids: [],
      adminUsernames: ['admin'],
      sessionTtlS: 3600,
      planPrices: { STANDARD: 1, CATEGORY_SLIDER: 3, MAIN_SLIDER: 5 },
      mediaStore: 'local',
      publicUrl: 'http://localhost:3000',
    })
    expect(config.dataDir).toMatch(/data$/)
  })

  it('stops with a message naming the variable for a bad value', () => {
    expect(() => loadConfig({ PORT: 'eighty' })).toThrow(/PORT/)
    expect(() => loadConfig({ PORT: '70000' })).toThrow(/PORT/)
    expect(() => loadConfig({ DATABASE_URL: 'mysql://x' })).toThrow(/DATABASE_URL/)
    expect(() => loadConfig({ PLAN_PRICES: 'STANDARD=1,GOLD=2' })).toThrow(/PLAN_PRICES/)
    expect(() => loadConfig({ PLAN_PRICES: 'STANDARD=1' })).toThrow(/PLAN_PRICES.*missing a price for CATEGORY_SLIDER/s)
    expect(() => loadConfig({ MEDIA_STORE: 'ftp' })).toThrow(/MEDIA_STORE/)
    expect(() => loadConfig({ PI_SIMULATOR: 'maybe' })).toThrow(/PI_SIMULATOR/)
    expect(() => loadConfig({ SESSION_TTL_S: '5' })).toThrow(/SESSION_TTL_S/)
    expect(() => loadConfig({ DATABASE_POOL_MAX: '0' })).toThrow(/DATABASE_POOL_MAX/)
    expect(() => loadConfig({ DATABASE_POOL_MAX: 'many' })).toThrow(/DATABASE_POOL_MAX/)
    expect(() => loadConfig({ ADMIN_PI_UIDS: 'uid-1, uid 2' })).toThrow(/ADMIN_PI_UIDS.*"uid 2"/s)
    expect(() => loadConfig({ ADMIN_USERNAMES: 'admin,<script>' })).toThrow(/ADMIN_USERNAMES/)
    expect(() => loadConfig({ PORT: 'x' })).toThrow(ConfigError)
  })

  it('reads every documented variable', () => {
    const config = loadConfig({
      PORT: '8080',
      HOST: '127.0.0.1',
      PUBLIC_URL: 'https://spotlight.example/',
      DATA_DIR: '/var/lib/spotlight',
      DATABASE_URL: 'postgres://u@db:5432/spotlight',
      DATABASE_POOL_MAX: '6',
      PI_API_BASE: 'https://api.minepi.com/',
      PI_API_KEY: 'key',
      PI_SANDBOX: 'true',
      PI_SIMULATOR: '0',
      PI_KEY_CHECK: '1',
      PI_VALIDATION_KEY: 'abc',
      ADMIN_PI_UIDS: 'uid-1, 7c0b9d2e-36e4-4a4f-9d1f-5f3c3a1b2c3d,',
      ADMIN_USERNAMES: 'Alice, bob',
      SESSION_TTL_S: '7200',
      PLAN_PRICES: 'STANDARD=2, CATEGORY_SLIDER=4.5, MAIN_SLIDER=9',
      MEDIA_STORE: 'cloudinary',
      CLOUDINARY_URL: 'cloudinary://k:s@cloud',
      REDIS_URL: 'redis://127.0.0.1:6379',
      LOG_LEVEL: 'warn',
      TRUST_PROXY: '10.0.0.0/8',
    })
    expect(config).toMatchObject({
      port: 8080,
      host: '127.0.0.1',
      publicUrl: 'https://spotlight.example',
      dataDir: '/var/lib/spotlight',
      databaseUrl: 'postgres://u@db:5432/spotlight',
      databasePoolMax: 6,
      piApiBase: 'https://api.minepi.com',
      piApiKey: 'key',
      piSandbox: true,
      piSimulator: false,
      piKeyCheck: true,
      piValidationKey: 'abc',
      adminPiUids: ['uid-1', '7c0b9d2e-36e4-4a4f-9d1f-5f3c3a1b2c3d'],
      adminUsernames: ['alice', 'bob'],
      sessionTtlS: 7200,
      planPrices: { STANDARD: 2, CATEGORY_SLIDER: 4.5, MAIN_SLIDER: 9 },
      mediaStore: 'cloudinary',
      cloudinaryUrl: 'cloudinary://k:s@cloud',
      redisUrl: 'redis://127.0.0.1:6379',
      logLevel: 'warn',
      trustProxy: '10.0.0.0/8',
    })
  })

  it('reads the S3 settings of MEDIA_STORE=s3 and refuses incomplete ones', () => {
    expect(loadConfig({}).s3).toBeUndefined()
    expect(loadConfig({ S3_BUCKET: 'media' }).s3).toBeUndefined()
    expect(
      loadConfig({
        MEDIA_STORE: 's3',
        S3_ENDPOINT: 'http://127.0.0.1:9000',
        S3_REGION: 'eu-west-1',
        S3_BUCKET: 'spotlight-media',
        S3_ACCESS_KEY_ID: 'key',
        S3_SECRET_ACCESS_KEY: 'secret',
        S3_FORCE_PATH_STYLE: 'true',
        S3_PUBLIC_URL: 'https://cdn.example/media/',
      }).s3,
    ).toEqual({
      endpoint: 'http://127.0.0.1:9000',
      region: 'eu-west-1',
      bucket: 'spotlight-media',
      credentials: { accessKeyId: 'key', secretAccessKey: 'secret' },
      forcePathStyle: true,
      publicUrl: 'https://cdn.example/media',
      timeoutMs: 20_000,
    })
    expect(loadConfig({ MEDIA_STORE: 's3', S3_BUCKET: 'media' }).s3).toMatchObject({
      region: 'us-east-1',
      credentials: undefined,
      forcePathStyle: false,
      publicUrl: undefined,
    })
    expect(() => loadConfig({ MEDIA_STORE: 's3' })).toThrow(/S3_BUCKET/)
    expect(() => loadConfig({ MEDIA_STORE: 's3', S3_BUCKET: 'media', S3_ACCESS_KEY_ID: 'k' })).toThrow(
      /S3_SECRET_ACCESS_KEY/,
    )
    expect(() => loadConfig({ MEDIA_STORE: 's3', S3_BUCKET: 'Not A Bucket' })).toThrow(/S3_BUCKET/)
    expect(() => loadConfig({ MEDIA_STORE: 's3', S3_BUCKET: 'media', S3_PUBLIC_URL: 'ftp://x' })).toThrow(
      /S3_PUBLIC_URL/,
    )
    expect(() => loadConfig({ S3_FORCE_PATH_STYLE: 'sometimes' })).toThrow(/S3_FORCE_PATH_STYLE/)
  })

  it('in production refuses the simulator and requires DATABASE_URL, PI_API_KEY and PUBLIC_URL', () => {
    expect(() => loadConfig({ NODE_ENV: 'production' })).toThrow(/DATABASE_URL[\s\S]*PI_API_KEY[\s\S]*PUBLIC_URL/)
    expect(() =>
      loadConfig({
        NODE_ENV: 'production',
        DATABASE_URL: 'postgres://db/x',
        PI_API_KEY: 'k',
        PUBLIC_URL: 'https://spotlight.example',
        PI_SIMULATOR: '1',
      }),
    ).toThrow(/PI_SIMULATOR/)
    const production = () => ({
      NODE_ENV: 'production',
      DATABASE_URL: 'postgres://db/x',
      PI_API_KEY: 'k',
      PUBLIC_URL: 'https://spotlight.example',
    })
    const config = loadConfig(production())
    expect(config.publicUrl).toBe('https://spotlight.example')
    expect(config.piSimulator).toBe(false)
    expect(config.piApiBase).toBe('https://api.minepi.com')
    // The key is checked against the platform at the start, unless told not to (a placeholder key).
    expect(config.piKeyCheck).toBe(true)
    expect(loadConfig({ ...production(), PI_KEY_CHECK: '0' }).piKeyCheck).toBe(false)
    expect(config.adminUsernames).toEqual([])
    expect(config.adminPiUids).toEqual([])
    expect(config.seedDemo).toBe(false)
    expect(config.trustProxy).toBe('loopback,uniquelocal')
  })

  it('in production never falls back to http://localhost, and takes plain http only on the machine itself', () => {
    const production = { NODE_ENV: 'production', DATABASE_URL: 'postgres://db/x', PI_API_KEY: 'k' }
    expect(() => loadConfig(production)).toThrow(ConfigError)
    expect(() => loadConfig(production)).toThrow(/PUBLIC_URL: required in production/)
    expect(() => loadConfig({ ...production, PUBLIC_URL: 'http://spotlight.example' })).toThrow(
      /PUBLIC_URL: must be an https:\/\/ URL in production \(http:\/\/ only for localhost or 127\.0\.0\.1\)/,
    )
    expect(() => loadConfig({ ...production, PUBLIC_URL: 'ftp://spotlight.example' })).toThrow(/PUBLIC_URL/)
    expect(() => loadConfig({ ...production, PUBLIC_URL: 'http://10.0.0.11:3000' })).toThrow(/PUBLIC_URL/)
    expect(loadConfig({ ...production, PUBLIC_URL: 'https://spotlight.example/' }).publicUrl).toBe(
      'https://spotlight.example',
    )
    expect(loadConfig({ ...production, PUBLIC_URL: 'http://127.0.0.1:3999' }).publicUrl).toBe('http://127.0.0.1:3999')
    expect(loadConfig({ ...production, PUBLIC_URL: 'http://localhost:3000' }).publicUrl).toBe('http://localhost:3000')
    // Outside production the development default stays.
    expect(loadConfig({ PORT: '4000' }).publicUrl).toBe('http://localhost:4000')
  })

  it('links receipts to the block explorer of the app network: Testnet unless a production app without sandbox', () => {
    expect(loadConfig({})).toMatchObject({
      piNetwork: 'testnet',
      piExplorerUrl: 'https://blockexplorer.minepi.com',
    })
    const production = {
      NODE_ENV: 'production',
      DATABASE_URL: 'postgres://db/x',
      PI_API_KEY: 'k',
      PUBLIC_URL: 'https://spotlight.example',
    }
    expect(loadConfig(production).piNetwork).toBe('mainnet')
    expect(loadConfig({ ...production, PI_SANDBOX: '1' }).piNetwork).toBe('testnet')
    expect(loadConfig({ PI_NETWORK: 'mainnet', PI_EXPLORER_URL: 'https://explorer.example/' })).toMatchObject({
      piNetwork: 'mainnet',
      piExplorerUrl: 'https://explorer.example',
    })
    expect(() => loadConfig({ PI_NETWORK: 'moon' })).toThrow(/PI_NETWORK/)
  })
})
