import http from 'node:http'
import { createRequire } from 'node:module'
import type cloudinary from 'cloudinary'
import { AppError } from '#src/errors/app-error'

/** The account parts of CLOUDINARY_URL (`cloudinary://key:secret@cloud?upload_preset=…&upload_prefix=…`). */
export type CloudinaryAccount = {
  cloudName: string
  apiKey: string
  apiSecret: string
  uploadPreset: string | null
  /** API host override (the SDK's `upload_prefix`); tests point it at a fake Cloudinary over plain HTTP. */
  uploadPrefix: string | null
}

export function parseCloudinaryUrl(raw: string): CloudinaryAccount {
  const url = new URL(raw)
  const cloudName = url.hostname
  const apiKey = decodeURIComponent(url.username)
  const apiSecret = decodeURIComponent(url.password)
  if (!cloudName || !apiKey || !apiSecret)
    throw new Error('CLOUDINARY_URL must look like cloudinary://key:secret@cloud')
  return {
    cloudName,
    apiKey,
    apiSecret,
    uploadPreset: url.searchParams.get('upload_preset'),
    uploadPrefix: url.searchParams.get('upload_prefix'),
  }
}

/** What the Admin API reports about an uploaded asset (the fields we check). */
export type CloudinaryResource = {
  public_id: string
  resource_type: string
  format: string
  bytes: number
  width?: number
  height?: number
  duration?: number
  secure_url: string
  created_at: string
}

type ResourceType = 'image' | 'video'

const unavailable = () => new AppError('MEDIA_STORE_UNAVAILABLE', 'The media host could not be reached. Try again.')

function httpCode(error: unknown): number | undefined {
  if (typeof error !== 'object' || error === null) return undefined
  const direct = (error as { http_code?: unknown }).http_code
  const nested = (error as { error?: { http_code?: unknown } }).error?.http_code
  const code = direct ?? nested
  return typeof code === 'number' ? code : undefined
}

export type CloudinaryMediaStore = ReturnType<typeof createCloudinaryMediaStore>

/**
 * The Cloudinary side of the media store, through the official SDK with per-call credentials (no
 * global SDK state). The secret never leaves the server: clients get signatures only.
 */
export function createCloudinaryMediaStore(account: CloudinaryAccount) {
  // Required here, not imported at start-up: the SDK (~25 MB) is only needed with MEDIA_STORE=cloudinary.
  const sdk = (createRequire(import.meta.url)('cloudinary') as typeof cloudinary).v2
  // The SDK picks http or https once, at load time; a plain-HTTP prefix needs an HTTP agent per call.
  const agent = account.uploadPrefix?.startsWith('http:') ? new http.Agent() : undefined
  const callOptions = {
    cloud_name: account.cloudName,
    api_key: account.apiKey,
    api_secret: account.apiSecret,
    ...(account.uploadPrefix ? { upload_prefix: account.uploadPrefix } : {}),
    ...(agent ? { agent } : {}),
  }

  return {
    account,

    /** The folder every upload of this user goes to; recording checks the public id is inside it. */
    folderFor: (userId: number) => `spotlight/u${userId}`,

    /** Signs the fields of one direct upload into the user's folder, valid for the SDK's usual hour. */
    sign(userId: number, now: Date) {
      const timestamp = Math.floor(now.getTime() / 1000)
      const folder = `spotlight/u${userId}`
      const params: Record<string, string | number> = { timestamp, folder }
      if (account.uploadPreset) params.upload_preset = account.uploadPreset
      const signature = sdk.utils.api_sign_request(params, account.apiSecret)
      return {
        cloudName: account.cloudName,
        apiKey: account.apiKey,
        signature,
        timestamp,
        uploadPreset: account.uploadPreset,
        folder,
      }
    },

    /** The asset as the Admin API reports it; null when Cloudinary does not have it. */
    async findResource(publicId: string, resourceType: ResourceType): Promise<CloudinaryResource | null> {
      try {
        return (await sdk.api.resource(publicId, { ...callOptions, resource_type: resourceType })) as CloudinaryResource
      } catch (error) {
        if (httpCode(error) === 404) return null
        throw unavailable()
      }
    },

    /** Deletes the asset (and its CDN copies); an asset already gone counts as deleted. */
    async destroy(publicId: string, resourceType: ResourceType): Promise<void> {
      try {
        const result = (await sdk.uploader.destroy(publicId, {
          ...callOptions,
          resource_type: resourceType,
          invalidate: true,
        })) as { result?: string }
        if (result.result !== 'ok' && result.result !== 'not found') throw unavailable()
      } catch (error) {
        if (error instanceof AppError) throw error
        if (httpCode(error) === 404) return
        throw unavailable()
      }
    },
  }
}
