import { execFile } from 'node:child_process'
import { createHash, randomBytes } from 'node:crypto'
import { existsSync } from 'node:fs'
import { mkdtemp, readFile, rm, stat, truncate, writeFile, copyFile, appendFile, link, symlink } from 'node:fs/promises'
import os from 'node:os'
import path from 'node:path'
import { promisify } from 'node:util'
import { sql } from 'drizzle-orm'
import pg from 'pg'
import * as tar from 'tar'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createDatabase, type Database } from '#src/db/client'
import { seedCategories } from '#src/db/seed'
import { buy } from '#src/modules/payments/payments.test-support'
import { simClient } from '#src/modules/pi-sim/pi-sim.test-support'
import { beacon, view } from '#src/modules/stats/stats.test-support'
import { buildTestApp, signIn } from '#src/test/build-test-app'
import { articleBody, FIXTURES_DIR } from '#src/test/factories'
import { TEST_DATABASE_URL } from '#src/test/test-database'
import { SERVER_ROOT } from '#src/paths'
import { createBackup, mediaDirOf, type BackupSettings } from './backup'
import { listFiles } from './manifest'
import { restoreBackup } from './restore'

const execFileAsync = promisify(execFile)

type Engine = 'pglite' | 'postgres'
/** PostgreSQL too when the suite runs on it; each run makes (and drops) its own databases. */
const ENGINES: Engine[] = TEST_DATABASE_URL ? ['pglite', 'postgres'] : ['pglite']

/** A data folder and, on PostgreSQL, a new empty database of its own. */
async function place(engine: Engine, cleanups: (() => Promise<void>)[]): Promise<BackupSettings> {
  const dataDir = await mkdtemp(path.join(os.tmpdir(), 'spotlight-backup-'))
  cleanups.push(() => rm(dataDir, { recursive: true, force: true }))
  if (engine === 'pglite') return { dataDir, databaseUrl: undefined, mediaStore: 'local' }
  const name = `spotlight_bk_${randomBytes(6).toString('hex')}`
  const admin = new pg.Client({ connectionString: TEST_DATABASE_URL })
  await admin.connect()
  await admin.query(`create database ${name}`)
  await admin.end()
  cleanups.push(async () => {
    const client = new pg.Client({ connectionString: TEST_DATABASE_URL })
    await client.connect()
    await client.query(`drop database if exists ${name} with (force)`)
    await client.end()
  })
  const url = new URL(TEST_DATABASE_URL!)
  url.pathname = `/${name}`
  return { dataDir, databaseUrl: url.toString(), mediaStore: 'local' }
}

const open = (settings: BackupSettings): Database =>
  createDatabase({ url: settings.databaseUrl, dataDir: path.join(settings.dataDir, 'pglite') })

/** Every row of every table (ours and the migrations' journal), each table's rows in a stable order. */
async function everyRow(database: Database): Promise<Record<string, string[]>> {
  const tables = (await database.db.execute(
    sql`select table_schema || '.' || table_name as name from information_schema.tables
        where table_schema in ('public', 'drizzle') and table_type = 'BASE TABLE' order by 1`,
  )) as unknown as { rows: { name: string }[] }
  const result: Record<string, string[]> = {}
  for (const { name } of tables.rows) {
    const [schema, table] = name.split('.')
    const rows = (await database.db.execute(sql.raw(`select * from "${schema}"."${table}"`))) as unknown as {
      rows: unknown[]
    }
    result[name] = rows.rows.map((row) => JSON.stringify(row)).sort()
  }
  return result
}

/** Every media file's path and SHA-256. */
async function everyMediaFile(dataDir: string): Promise<Record<string, string>> {
  const files: Record<string, string> = {}
  for (const file of await listFiles(dataDir, 'media'))
    files[file] = createHash('sha256')
      .update(await readFile(path.join(dataDir, file)))
      .digest('hex')
  return files
}

/** A site seeded through the real app: a paid article with media, approved, promoted, read, notified. */
async function seedSite(settings: BackupSettings) {
  const database = open(settings)
  await database.migrate()
  await seedCategories(database.db)
  const t = await buildTestApp({
    database: { ...database, url: settings.databaseUrl, drop: async () => {} },
    env: { DATA_DIR: settings.dataDir, SEED_DEMO: '0' },
  })
  try {
    const sim = simClient(t)
    const admin = (await signIn(t, 'admin')).accessToken
    const writer = (await signIn(t, 'writer')).accessToken
    await buy(t, sim, 'writer', writer, { planType: 'STANDARD', categorySlug: null })

    const form = new FormData()
    const image = await readFile(path.join(FIXTURES_DIR, 'image-1600x900.jpg'))
    form.append('file', new Blob([new Uint8Array(image)]), 'header.jpg')
    const uploaded = await t.request('/api/media?kind=header-image', { method: 'POST', token: writer, body: form })
    expect(uploaded.status, await uploaded.clone().text()).toBe(201)
    const header = (await uploaded.json()) as { url: string; publicId: string }
    const created = await t.request('/api/articles', {
      method: 'POST',
      token: writer,
      json: articleBody({
        status: 'PENDING_APPROVAL',
        headerImage: header.url,
        headerImagePublicId: header.publicId,
      }),
    })
    expect(created.status, await created.clone().text()).toBe(201)
    const { id } = (await created.json()) as { id: number }
    const approved = await t.request(`/api/articles/${id}/approve`, { method: 'PUT', token: admin })
    expect(approved.status, await approved.clone().text()).toBe(200)

    await buy(t, sim, 'writer', writer, { planType: 'MAIN_SLIDER', articleId: id })
    expect((await beacon(t, [view(id)])).status).toBe(204)
    await t.app.statsCounter.flush()
  } finally {
    await t.close()
    await database.close()
  }
}

/** The settings as the commands read them from the environment. */
const envOf = (settings: BackupSettings): Record<string, string> => ({
  DATA_DIR: settings.dataDir,
  ...(settings.databaseUrl ? { DATABASE_URL: settings.databaseUrl } : {}),
})

/** Runs `npm run backup` / `npm run restore`'s script as the operator would, and gives what it printed. */
async function runCli(script: string, args: string[], env: Record<string, string>): Promise<string> {
  const { DATABASE_URL: _unused, ...inherited } = process.env
  const { stdout, stderr } = await execFileAsync(
    process.execPath,
    ['--import', 'tsx', path.join(SERVER_ROOT, 'src/backup', script), ...args],
    { cwd: SERVER_ROOT, env: { ...inherited, NODE_ENV: 'development', ...env } },
  )
  return stdout + stderr
}

describe.each(ENGINES)('a backup restores the whole site (%s)', (engine) => {
  const cleanups: (() => Promise<void>)[] = []
  let source: BackupSettings
  let archive: string
  let rowsBefore: Record<string, string[]>
  let mediaBefore: Record<string, string>

  beforeAll(async () => {
    source = await place(engine, cleanups)
    await seedSite(source)
    const database = open(source)
    rowsBefore = await everyRow(database)
    await database.close()
    mediaBefore = await everyMediaFile(source.dataDir)
    archive = path.join(source.dataDir, '..', `${path.basename(source.dataDir)}.tar`)
    cleanups.push(() => rm(archive, { force: true }))
    await createBackup(source, archive)
  }, 240_000)
  afterAll(async () => {
    for (const cleanup of cleanups.reverse()) await cleanup()
  })

  it('seeded every part of the site worth keeping', () => {
    for (const table of [
      'public.articles',
      'public.payments',
      'public.promotions',
      'public.publication_credits',
      'public.notifications',
      'public.notification_outbox',
      'public.media',
      'public.stats_daily',
      'drizzle.__drizzle_migrations',
    ])
      expect(rowsBefore[table]?.length, table).toBeGreaterThan(0)
    // The upload and its variants.
    expect(Object.keys(mediaBefore).length).toBeGreaterThan(1)
  })

  it('restores into a fresh instance every table row for row and every media file byte for byte', async () => {
    const target = await place(engine, cleanups)
    const manifest = await restoreBackup(target, archive)
    expect(manifest.engine).toBe(engine)
    const database = open(target)
    try {
      expect(await everyRow(database)).toEqual(rowsBefore)
    } finally {
      await database.close()
    }
    expect(await everyMediaFile(target.dataDir)).toEqual(mediaBefore)

    // Once there is data, a second restore is refused unless forced, and forcing it gives the same site.
    await expect(restoreBackup(target, archive)).rejects.toThrow(/not empty.*--force|has \d+ tables.*--force/)
    await restoreBackup(target, archive, { force: true })
    const again = open(target)
    try {
      expect(await everyRow(again)).toEqual(rowsBefore)
    } finally {
      await again.close()
    }
  }, 240_000)

  it('refuses an archive cut short with a clear error and writes nothing', async () => {
    const target = await place(engine, cleanups)
    const cut = `${archive}.cut`
    cleanups.push(() => rm(cut, { force: true }))
    await copyFile(archive, cut)
    await truncate(cut, Math.floor((await stat(archive)).size / 2))
    await expect(restoreBackup(target, cut)).rejects.toThrow(/cut short/)
    await expectUntouched(target)
  }, 120_000)

  it('refuses an archive whose file no longer matches its checksum, before writing anything', async () => {
    const target = await place(engine, cleanups)
    const unpacked = await mkdtemp(path.join(os.tmpdir(), 'spotlight-altered-'))
    const altered = `${archive}.altered`
    cleanups.push(() => rm(unpacked, { recursive: true, force: true }))
    cleanups.push(() => rm(altered, { force: true }))
    await tar.extract({ file: archive, cwd: unpacked })
    const [someMedia] = await listFiles(unpacked, 'media')
    await appendFile(path.join(unpacked, someMedia!), 'x')
    await tar.create({ file: altered, cwd: unpacked, gzip: true }, ['manifest.json', 'database', 'media'])
    await expect(restoreBackup(target, altered)).rejects.toThrow(/damaged: media\/.* checksum/)
    await expectUntouched(target)
  }, 120_000)

  it('refuses an archive holding a link or any other member that is not a regular file, writing nothing', async () => {
    const unpacked = await mkdtemp(path.join(os.tmpdir(), 'spotlight-links-'))
    cleanups.push(() => rm(unpacked, { recursive: true, force: true }))
    await tar.extract({ file: archive, cwd: unpacked })
    const [someMedia] = await listFiles(unpacked, 'media')
    const beside = path.join(path.dirname(someMedia!), 'extra.webp')
    const linked = async (name: string, make: () => Promise<void>) => {
      await make()
      const file = `${archive}.${name}`
      cleanups.push(() => rm(file, { force: true }))
      await tar.create({ file, cwd: unpacked, gzip: true }, ['manifest.json', 'database', 'media'])
      await rm(path.join(unpacked, beside))
      return file
    }
    const symlinked = await linked('symlink', () => symlink('../../../manifest.json', path.join(unpacked, beside)))
    // Two names of one file: tar writes the second as a hard link to the first.
    const hardlinked = await linked('hardlink', () =>
      link(path.join(unpacked, someMedia!), path.join(unpacked, beside)),
    )

    // Of a file's two names, tar writes whichever it meets second as the link: the folder's order decides.
    for (const [file, member] of [
      [symlinked, 'media/.*extra\\.webp \\(SymbolicLink\\)'],
      [hardlinked, 'media/\\S+ \\(Link\\)'],
    ] as const) {
      const target = await place(engine, cleanups)
      await expect(restoreBackup(target, file)).rejects.toThrow(
        new RegExp(`${member}.*only regular files\\. Nothing was restored`),
      )
      await expectUntouched(target)
    }
  }, 120_000)

  it("says what an S3 site's archive holds: the objects' list, not one media file", async () => {
    const file = `${archive}.s3`
    cleanups.push(() => rm(file, { force: true }))
    const target = await place(engine, cleanups)
    const s3 = { MEDIA_STORE: 's3', S3_BUCKET: 'spotlight-media' }

    const backedUp = await runCli('backup-cli.ts', [file], { ...s3, ...envOf(source) })
    const restored = await runCli('restore-cli.ts', [file], envOf(target))

    const list = "the list of the s3 store's objects (media-objects.json; the objects themselves stay in the bucket"
    expect(backedUp).toContain(`Backed up the ${engine} database and ${list}`)
    expect(restored).toContain(`Restored the ${engine} database of`)
    expect(restored).toContain(list)
    expect(backedUp + restored).not.toMatch(/media file/)
  }, 120_000)

  /** No database tables, no PGlite folder, no media: as before the restore. */
  async function expectUntouched(target: BackupSettings) {
    expect(existsSync(path.join(target.dataDir, 'pglite'))).toBe(false)
    expect(existsSync(mediaDirOf(target.dataDir))).toBe(false)
    if (target.databaseUrl) {
      const client = new pg.Client({ connectionString: target.databaseUrl })
      await client.connect()
      const { rows } = await client.query(`select count(*)::int as n from pg_tables where schemaname = 'public'`)
      await client.end()
      expect(rows[0].n).toBe(0)
    }
  }
})

it('the archive is refused when it is not one at all', async () => {
  const dataDir = await mkdtemp(path.join(os.tmpdir(), 'spotlight-notarchive-'))
  const file = path.join(dataDir, 'not.tar')
  await writeFile(file, 'hello')
  const target = { dataDir: path.join(dataDir, 'target'), databaseUrl: undefined, mediaStore: 'local' as const }
  await expect(restoreBackup(target, file)).rejects.toThrow(/cannot be read|no manifest/)
  expect(existsSync(target.dataDir)).toBe(false)
  await rm(dataDir, { recursive: true, force: true })
})

it('refuses to back up a PGlite database a running server has open, and leaves no archive', async () => {
  const dataDir = await mkdtemp(path.join(os.tmpdir(), 'spotlight-open-'))
  const settings = { dataDir, databaseUrl: undefined, mediaStore: 'local' as const }
  const database = open(settings)
  try {
    await database.db.execute(sql`select 1`)
    const file = path.join(dataDir, 'backup.tar')
    await expect(createBackup(settings, file)).rejects.toThrow(/is open: stop the server first/)
    expect(existsSync(file)).toBe(false)
    expect(existsSync(`${file}.partial`)).toBe(false)
  } finally {
    await database.close()
    await rm(dataDir, { recursive: true, force: true })
  }
}, 180_000)
