import { randomBytes } from 'node:crypto'
import { mkdtemp, readdir, rm } from 'node:fs/promises'
import { createRequire } from 'node:module'
import type { AddressInfo } from 'node:net'
import os from 'node:os'
import path from 'node:path'

/** The part of s3rver's API the tests use (the package ships no types). */
type S3rver = {
  run(): Promise<AddressInfo>
  close(): Promise<void>
}
type S3rverConstructor = new (options: {
  address: string
  port: number
  directory: string
  silent: boolean
  vhostBuckets: boolean
  configureBuckets: { name: string }[]
}) => S3rver

/** s3rver's built-in account: every request is signed (SigV4) with it. */
const ACCESS_KEY = 'S3RVER'

export type TestS3Server = {
  /** MEDIA_STORE=s3 settings for buildTestApp's env: path-style, on loopback. */
  env: Record<string, string>
  endpoint: string
  bucket: string
  /** The keys the bucket holds that start with `prefix`, read from the server's folder (sorted). */
  keys(prefix?: string): Promise<string[]>
  close(): Promise<void>
}

/** s3rver keeps an object's bytes in `<folder>/<bucket>/<key>._S3rver_object`. */
const OBJECT_SUFFIX = '._S3rver_object'

/**
 * A real S3-protocol server (s3rver, files in a temp folder) on a free loopback port, with one fresh
 * bucket. Virtual-host buckets are off, so only path-style addressing (`/<bucket>/<key>`) reaches it.
 */
export async function startS3Server(): Promise<TestS3Server> {
  const directory = await mkdtemp(path.join(os.tmpdir(), 'spotlight-s3-'))
  const bucket = `spotlight-${randomBytes(4).toString('hex')}`
  const Server = createRequire(import.meta.url)('@20minutes/s3rver') as S3rverConstructor
  const server = new Server({
    address: '127.0.0.1',
    port: 0,
    directory,
    silent: true,
    vhostBuckets: false,
    configureBuckets: [{ name: bucket }],
  })
  const { port } = await server.run()
  const endpoint = `http://127.0.0.1:${port}`
  return {
    endpoint,
    bucket,
    env: {
      MEDIA_STORE: 's3',
      S3_ENDPOINT: endpoint,
      S3_REGION: 'us-east-1',
      S3_BUCKET: bucket,
      S3_ACCESS_KEY_ID: ACCESS_KEY,
      S3_SECRET_ACCESS_KEY: ACCESS_KEY,
      S3_FORCE_PATH_STYLE: 'true',
    },
    async keys(prefix = '') {
      const folder = path.join(directory, bucket)
      const files = (await readdir(folder, { recursive: true })) as string[]
      return files
        .filter((file) => file.endsWith(OBJECT_SUFFIX))
        .map((file) => file.slice(0, -OBJECT_SUFFIX.length).split(path.sep).join('/'))
        .filter((key) => key.startsWith(prefix))
        .sort()
    },
    async close() {
      await server.close()
      await rm(directory, { recursive: true, force: true })
    },
  }
}
