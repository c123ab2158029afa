// Shared by the article editor and the category form, so it lives in lib (features never import each other).
import { ErrorBodySchema } from '@spotlight/shared/errors'
import {
  CloudinarySignatureSchema,
  type Media,
  MediaSchema,
  type MediaConfig,
  type UploadKind,
} from '@spotlight/shared/schemas/media'
import { ApiError, api, notSignedIn, trackTokenRequest } from '#app/lib/api-client'
import { pushNotice } from '#app/lib/notices'
import { expireSession, readStoredSession } from '#app/lib/session-store'

type Progress = (percent: number) => void
type XhrResult = { status: number; statusText: string; body: unknown }

/** One multipart POST through XMLHttpRequest: only XHR reports upload progress. */
function postWithProgress(
  url: string,
  form: FormData,
  headers: Record<string, string>,
  onProgress: Progress,
  signal?: AbortSignal,
): Promise<XhrResult> {
  return new Promise((resolve, reject) => {
    const xhr = new XMLHttpRequest()
    xhr.open('POST', url)
    for (const [name, value] of Object.entries(headers)) xhr.setRequestHeader(name, value)
    xhr.upload.onprogress = (event) => {
      if (event.lengthComputable) onProgress(Math.round((event.loaded / event.total) * 100))
    }
    xhr.onerror = () => reject(new ApiError({ status: 0, code: 'NETWORK_ERROR', message: 'Upload failed.' }))
    xhr.onabort = () => reject(new ApiError({ status: 0, code: 'ABORTED', message: 'Upload cancelled.' }))
    xhr.onload = () => {
      let body: unknown = null
      try {
        body = JSON.parse(xhr.responseText)
      } catch {
        // not JSON: the caller treats it as an unexpected answer
      }
      resolve({ status: xhr.status, statusText: xhr.statusText, body })
    }
    signal?.addEventListener('abort', () => xhr.abort(), { once: true })
    xhr.send(form)
  })
}

/**
 * POST /api/media (multipart, field `file`, query `kind`) to the local store. Resolves with the
 * stored Media; rejects with an ApiError carrying the server's code, as the fetch wrapper does. No
 * `articleId`: the form counts the article's images itself (the header image can be replaced before
 * saving), and the server checks them again on save.
 */
async function uploadLocal(file: File, kind: UploadKind, onProgress: Progress, signal?: AbortSignal): Promise<Media> {
  const { session, isExpired } = readStoredSession()
  if (!session || isExpired) {
    if (session) expireSession()
    throw notSignedIn()
  }
  const form = new FormData()
  form.append('file', file)
  const result = await trackTokenRequest(
    postWithProgress(
      `/api/media?kind=${kind}`,
      form,
      { Authorization: `Bearer ${session.accessToken}`, Accept: 'application/json' },
      onProgress,
      signal,
    ),
  )
  if (result.status === 201) {
    const media = MediaSchema.safeParse(result.body)
    if (media.success) return media.data
  }
  if (result.status === 401) {
    expireSession()
    pushNotice({ id: 'session-expired', messageKey: 'auth.sessionExpired', tone: 'info' })
  }
  const error = ErrorBodySchema.safeParse(result.body)
  throw error.success
    ? new ApiError({ status: result.status, ...error.data.error })
    : new ApiError({
        status: result.status,
        code: 'UNEXPECTED_RESPONSE',
        message: result.statusText || 'Upload failed.',
      })
}

/**
 * Cloudinary mode: the file goes straight to Cloudinary with the fields our
 * server signed (GET /api/cloudinary-signature), then POST /api/media/cloudinary records it once the
 * server has checked what Cloudinary really stored.
 */
async function uploadCloudinary(
  file: File,
  kind: UploadKind,
  onProgress: Progress,
  signal?: AbortSignal,
): Promise<Media> {
  const signed = await api.get('/api/cloudinary-signature', CloudinarySignatureSchema, { signal, signedIn: true })
  const form = new FormData()
  form.append('file', file)
  form.append('api_key', signed.apiKey)
  form.append('timestamp', String(signed.timestamp))
  form.append('signature', signed.signature)
  form.append('folder', signed.folder)
  if (signed.uploadPreset) form.append('upload_preset', signed.uploadPreset)
  const resource = kind === 'promo-video' ? 'video' : 'image'
  const result = await postWithProgress(
    `https://api.cloudinary.com/v1_1/${signed.cloudName}/${resource}/upload`,
    form,
    {},
    onProgress,
    signal,
  )
  const publicId = (result.body as { public_id?: unknown } | null)?.public_id
  if (result.status !== 200 || typeof publicId !== 'string')
    throw new ApiError({
      status: result.status,
      code: 'MEDIA_STORE_UNAVAILABLE',
      message: 'Cloudinary refused the upload.',
    })
  return api.post('/api/media/cloudinary', { publicId, kind }, MediaSchema, { signal })
}

/** Uploads one file to the site's media store, reporting progress in percent. */
export function uploadMedia(
  file: File,
  kind: UploadKind,
  onProgress: Progress,
  signal?: AbortSignal,
  store: MediaConfig['store'] = 'local',
): Promise<Media> {
  return store === 'cloudinary'
    ? uploadCloudinary(file, kind, onProgress, signal)
    : uploadLocal(file, kind, onProgress, signal)
}
