import { openAsBlob } from 'node:fs'
import { copyFile, mkdtemp, readdir, rm, writeFile } from 'node:fs/promises'
import os from 'node:os'
import path from 'node:path'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { PROMO_VIDEO_MAX_BYTES } from '@spotlight/shared/domain/limits'
import { ErrorBodySchema } from '@spotlight/shared/errors'
import type { UploadKind } from '@spotlight/shared/schemas/media'
import { buildTestApp, signIn, type TestApp } from '#src/test/build-test-app'
import { FIXTURES_DIR } from '#src/test/factories'
import { probeHealthzDuring } from '#src/test/healthz-probe'
import { probeVideo } from './media-probe'

/**
 * Crafted containers must be answered (accepted or refused) in well under a
 * second of CPU, with a 4xx and the error body, never a 500, while the server keeps answering
 * others. A 30 MB MP4 of 3.9 million eight-byte boxes once took 8 minutes to refuse. The big files
 * are generated here, in a temp dir.
 */

const box = (type: string, body: Buffer = Buffer.alloc(0), size = 8 + body.length) => {
  const header = Buffer.alloc(8)
  header.writeUInt32BE(size, 0)
  header.write(type, 4, 'latin1')
  return Buffer.concat([header, body])
}
const FTYP = box('ftyp', Buffer.from('isom\0\0\x02\0isomiso2mp41', 'latin1'))
/** A version 0 movie header: timescale 1000, duration 5000 (5 s). */
const MVHD = box(
  'mvhd',
  Buffer.concat([Buffer.alloc(12), Buffer.from([0, 0, 3, 232, 0, 0, 19, 136]), Buffer.alloc(80)]),
)

/** `ftyp`, then eight-byte `free` boxes up to `bytes` (the attacker's 30 MB file). */
function tinyBoxesMp4(bytes: number): Buffer {
  const file = Buffer.alloc(FTYP.length + Math.floor((bytes - FTYP.length) / 8) * 8)
  FTYP.copy(file)
  file.fill(box('free'), FTYP.length)
  return file
}

/** `ftyp`, a `moov` of `depth` boxes each wrapping the next, an `mdat`. */
function deeplyNestedMp4(depth: number): Buffer {
  const nested = Buffer.alloc(depth * 8)
  for (let level = 0; level < depth; level += 1) {
    nested.writeUInt32BE((depth - level) * 8, level * 8)
    nested.write(level % 2 ? 'trak' : 'moov', level * 8 + 4, 'latin1')
  }
  return Buffer.concat([FTYP, nested, box('mdat', Buffer.alloc(64))])
}

/** A 64-bit-size box header (`size` 1 followed by the real size). */
const largeBox = (type: string, size: bigint) => {
  const header = Buffer.alloc(16)
  header.writeUInt32BE(1, 0)
  header.write(type, 4, 'latin1')
  header.writeBigUInt64BE(size, 8)
  return header
}

// EBML (WebM): an element is an id, a variable-length size, then its data.
const EBML_HEADER = Buffer.from([
  0x1a,
  0x45,
  0xdf,
  0xa3,
  0x8b,
  0x42,
  0x86,
  0x81,
  0x01,
  0x42,
  0x82,
  0x84,
  ...Buffer.from('webm'),
])
const UNKNOWN_SIZE = [0x01, 0xff, 0xff, 0xff, 0xff, 0xff, 0xff, 0xff]
const SEGMENT_UNKNOWN_SIZE = Buffer.from([0x18, 0x53, 0x80, 0x67, ...UNKNOWN_SIZE])
/** Segment info: TimestampScale 1 ms, Duration 5000.0 (a float). */
const INFO = Buffer.from([
  0x15, 0x49, 0xa9, 0x66, 0x8e, 0x2a, 0xd7, 0xb1, 0x83, 0x0f, 0x42, 0x40, 0x44, 0x89, 0x84, 0x45, 0x9c, 0x40, 0x00,
])

/** A WebM whose segment (of unknown size) is millions of two-byte Void elements, then its Info. */
function tinyElementsWebm(bytes: number): Buffer {
  const head = Buffer.concat([EBML_HEADER, SEGMENT_UNKNOWN_SIZE])
  const voids = Math.floor((bytes - head.length - INFO.length) / 2)
  const file = Buffer.alloc(head.length + voids * 2 + INFO.length)
  head.copy(file)
  file.fill(Buffer.from([0xec, 0x80]), head.length, head.length + voids * 2)
  INFO.copy(file, head.length + voids * 2)
  return file
}

describe('pathological media containers', () => {
  let t: TestApp
  let dataDir: string
  let workDir: string
  let token: string

  beforeAll(async () => {
    dataDir = await mkdtemp(path.join(os.tmpdir(), 'spotlight-media-'))
    workDir = await mkdtemp(path.join(os.tmpdir(), 'spotlight-crafted-'))
    t = await buildTestApp({ env: { DATA_DIR: dataDir, SEED_DEMO: '0' } })
    token = (await signIn(t, 'crafter')).accessToken
  })
  afterAll(async () => {
    await t.close()
    await rm(dataDir, { recursive: true, force: true })
    await rm(workDir, { recursive: true, force: true })
  })

  /** Writes the file to the temp dir and uploads it from there (streamed, not held twice). */
  async function craft(name: string, bytes: Buffer): Promise<string> {
    const file = path.join(workDir, name)
    await writeFile(file, bytes)
    return file
  }

  /**
   * Uploads a file while a second client polls /healthz; answers the response, the CPU the whole
   * process spent (client, server, file system threads) and the slowest health answer.
   */
  async function uploadWatched(file: string, kind: UploadKind) {
    const { result, healthzMs } = await probeHealthzDuring(
      t,
      async () => {
        const form = new FormData()
        form.append('file', await openAsBlob(file), path.basename(file))
        const cpuBefore = process.cpuUsage()
        const started = performance.now()
        const response = await t.request(`/api/media?kind=${kind}`, { method: 'POST', token, body: form })
        const body: unknown = await response.json()
        const wallMs = performance.now() - started
        const cpu = process.cpuUsage(cpuBefore)
        return { status: response.status, body, cpuMs: (cpu.user + cpu.system) / 1000, wallMs }
      },
      { pauseMs: 20 },
    )
    return { ...result, healthTimes: healthzMs }
  }

  async function expectRefusedQuickly(file: string, kind: UploadKind, status: number, code: string) {
    const answer = await uploadWatched(file, kind)
    expect(answer.status).toBe(status)
    expect(ErrorBodySchema.parse(answer.body).error.code).toBe(code)
    // The upload itself (a 30 MB multipart body, parsed and written to disk) is part of the count.
    expect(answer.cpuMs).toBeLessThan(1500)
    expect(answer.wallMs).toBeLessThan(5000)
    expect(answer.healthTimes.length).toBeGreaterThan(0)
    expect(Math.max(...answer.healthTimes)).toBeLessThan(500)
    // Nothing is left behind in the folder where uploads wait.
    expect(await readdir(path.join(dataDir, 'media', '.incoming'))).toEqual([])
    return answer
  }

  /** CPU of the probe alone, for the claim "well under a second". */
  async function probeCpuMs(file: string) {
    const before = process.cpuUsage()
    await probeVideo(file).catch(() => undefined)
    const cpu = process.cpuUsage(before)
    return (cpu.user + cpu.system) / 1000
  }

  it('refuses a 30 MB MP4 of 3.9 million eight-byte boxes in milliseconds', { timeout: 20_000 }, async () => {
    const file = await craft('tiny-boxes.mp4', tinyBoxesMp4(PROMO_VIDEO_MAX_BYTES - 1024))
    expect(await probeCpuMs(file)).toBeLessThan(250)
    await expectRefusedQuickly(file, 'promo-video', 400, 'MEDIA_UNREADABLE')
  })

  it('refuses boxes nested 100 000 deep without walking them', { timeout: 20_000 }, async () => {
    const file = await craft('nested.mp4', deeplyNestedMp4(100_000))
    expect(await probeCpuMs(file)).toBeLessThan(250)
    await expectRefusedQuickly(file, 'promo-video', 400, 'MEDIA_UNREADABLE')
  })

  const moov = box('moov', MVHD)
  const mdat = box('mdat', Buffer.alloc(256))
  it.each([
    ['size 0 ("to the end") on a box before moov', [FTYP, box('free', Buffer.alloc(16), 0), moov, mdat]],
    ['size 0 on mvhd, running past its moov', [FTYP, box('moov', box('mvhd', Buffer.alloc(8), 0)), mdat]],
    ['a 64-bit size of 2^63', [FTYP, largeBox('free', 2n ** 63n), moov, mdat]],
    ['a 64-bit size smaller than its header', [FTYP, largeBox('free', 8n), moov, mdat]],
    ['size 1 with no room for the 64-bit size', [FTYP, moov, mdat, Buffer.from([0, 0, 0, 1, 0x66, 0x72, 0x65, 0x65])]],
    ['a size larger than the file', [FTYP, moov, box('mdat', Buffer.alloc(16), 1_000_000)]],
    ['a size smaller than a header', [FTYP, box('free', Buffer.alloc(0), 4), moov, mdat]],
    ['a timescale of 0', [FTYP, box('moov', box('mvhd', Buffer.alloc(96))), mdat]],
    ['a moov of 4096 boxes', [FTYP, box('moov', Buffer.concat([...Array(5000).fill(box('free')), MVHD])), mdat]],
  ])('refuses an MP4 with %s (400, not 500)', async (_name, parts) => {
    const file = await craft('lying.mp4', Buffer.concat(parts as Buffer[]))
    await expectRefusedQuickly(file, 'promo-video', 400, 'MEDIA_UNREADABLE')
  })

  it('still accepts the same crafted MP4 when its sizes tell the truth', async () => {
    const file = await craft('honest.mp4', Buffer.concat([FTYP, box('free', Buffer.alloc(16)), moov, mdat]))
    const answer = await uploadWatched(file, 'promo-video')
    expect(answer.status).toBe(201)
    expect(answer.body).toMatchObject({ kind: 'promo-video', durationS: 5 })
  })

  it('refuses a 30 MB WebM of 15 million Void elements in milliseconds', { timeout: 20_000 }, async () => {
    const file = await craft('tiny-elements.webm', tinyElementsWebm(PROMO_VIDEO_MAX_BYTES - 1024))
    expect(await probeCpuMs(file)).toBeLessThan(250)
    await expectRefusedQuickly(file, 'promo-video', 400, 'MEDIA_UNREADABLE')
  })

  it.each([
    [
      'an unknown-size Cluster before its Info',
      [EBML_HEADER, SEGMENT_UNKNOWN_SIZE, Buffer.from([0x1f, 0x43, 0xb6, 0x75, ...UNKNOWN_SIZE]), INFO],
    ],
    [
      'a Segment larger than the file',
      [EBML_HEADER, Buffer.from([0x18, 0x53, 0x80, 0x67, 0x01, 0, 0xff, 0, 0, 0, 0, 0]), INFO],
    ],
    [
      'an element larger than its Segment',
      [EBML_HEADER, SEGMENT_UNKNOWN_SIZE, Buffer.from([0xec, 0x01, 0, 0, 0, 0xff, 0, 0, 0]), INFO],
    ],
    ['an invalid size (a zero byte)', [EBML_HEADER, SEGMENT_UNKNOWN_SIZE, Buffer.from([0xec, 0x00]), INFO]],
    ['no Info at all', [EBML_HEADER, SEGMENT_UNKNOWN_SIZE, Buffer.from([0xec, 0x80])]],
  ])('refuses a WebM with %s (400, not 500)', async (_name, parts) => {
    const file = await craft('lying.webm', Buffer.concat(parts as Buffer[]))
    await expectRefusedQuickly(file, 'promo-video', 400, 'MEDIA_UNREADABLE')
  })

  it('still accepts the crafted WebM when its Info comes first', async () => {
    const file = await craft('honest.webm', Buffer.concat([EBML_HEADER, SEGMENT_UNKNOWN_SIZE, INFO]))
    const answer = await uploadWatched(file, 'promo-video')
    expect(answer.status).toBe(201)
    expect(answer.body).toMatchObject({ kind: 'promo-video', durationS: 5 })
  })

  it('refuses an image decompression bomb (20000 x 20000 PNG) with 413 without decoding it', async () => {
    const file = path.join(workDir, 'bomb.png')
    await copyFile(path.join(FIXTURES_DIR, 'bomb-20000x20000.png'), file)
    await expectRefusedQuickly(file, 'header-image', 413, 'MEDIA_TOO_LARGE')
  })
})
