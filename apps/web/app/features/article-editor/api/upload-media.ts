import { ErrorBodySchema } from '@spotlight/shared/errors'
import { type Media, MediaSchema, type UploadKind } from '@spotlight/shared/schemas/media'
import { ApiError } from '#app/lib/api-client'
import { pushNotice } from '#app/lib/notices'
import { expireSession, readStoredSession } from '#app/lib/session-store'

/**
 * POST /api/media (multipart, field `file`, query `kind`). XMLHttpRequest rather than fetch because
 * only XHR reports upload progress. Resolves with the stored Media; rejects with an ApiError carrying
 * the server's code, as the fetch wrapper does. No `articleId`: the form counts the article's images
 * itself (the header image can be replaced before saving), and the server checks them again on save.
 */
export function uploadMedia(
  file: File,
  kind: UploadKind,
  onProgress: (percent: number) => void,
  signal?: AbortSignal,
): Promise<Media> {
  return new Promise((resolve, reject) => {
    const { session, isExpired } = readStoredSession()
    if (!session || isExpired) {
      if (session) expireSession()
      reject(new ApiError({ status: 401, code: 'AUTH_REQUIRED', message: 'Session expired. Please log in again.' }))
      return
    }
    const xhr = new XMLHttpRequest()
    xhr.open('POST', `/api/media?kind=${kind}`)
    xhr.setRequestHeader('Authorization', `Bearer ${session.accessToken}`)
    xhr.setRequestHeader('Accept', 'application/json')
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
        // not JSON: handled below as an unexpected answer
      }
      if (xhr.status === 201) {
        const media = MediaSchema.safeParse(body)
        if (media.success) return resolve(media.data)
      }
      if (xhr.status === 401) {
        expireSession()
        pushNotice({ id: 'session-expired', messageKey: 'auth.sessionExpired', tone: 'info' })
      }
      const error = ErrorBodySchema.safeParse(body)
      reject(
        error.success
          ? new ApiError({ status: xhr.status, ...error.data.error })
          : new ApiError({
              status: xhr.status,
              code: 'UNEXPECTED_RESPONSE',
              message: xhr.statusText || 'Upload failed.',
            }),
      )
    }
    signal?.addEventListener('abort', () => xhr.abort(), { once: true })
    const body = new FormData()
    body.append('file', file)
    xhr.send(body)
  })
}
