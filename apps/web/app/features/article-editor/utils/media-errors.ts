import { MEDIA_MESSAGES, type UploadKind } from '@spotlight/shared/schemas/media'
import { ApiError } from '#app/lib/api-client'
import { isNetworkFailure } from './network-failure'

export type MediaMessageKey =
  | 'editor.media.headerTaken'
  | 'editor.media.videoTaken'
  | 'editor.media.tooManyImages'
  | 'editor.media.videoTooLarge'
  | 'editor.media.videoTooLong'
  | 'editor.media.imageTooLarge'
  | 'editor.media.unattachedQuota'
  | 'editor.media.suspended'
  | 'editor.media.wrongImageType'
  | 'editor.media.wrongVideoType'
  | 'editor.media.headerFailed'
  | 'editor.media.editorImageFailed'
  | 'editor.media.videoFailed'
  | 'editor.media.editorNotReady'
  | 'editor.media.removeHeaderFailed'
  | 'editor.media.removeVideoFailed'
  | 'editor.offline'

const LIMIT_KEYS: Record<string, MediaMessageKey> = {
  [MEDIA_MESSAGES.headerTaken]: 'editor.media.headerTaken',
  [MEDIA_MESSAGES.videoTaken]: 'editor.media.videoTaken',
  [MEDIA_MESSAGES.tooManyImages]: 'editor.media.tooManyImages',
}

/** The fixed "Failed to upload …" message of each kind of upload. */
export const UPLOAD_FAILED: Record<UploadKind, MediaMessageKey> = {
  'header-image': 'editor.media.headerFailed',
  'content-image': 'editor.media.editorImageFailed',
  'promo-video': 'editor.media.videoFailed',
}

/** Turns a failed upload into a message in the reader's language: offline, or the server's error code. */
export function uploadErrorKey(error: unknown, kind: UploadKind): MediaMessageKey {
  const isVideo = kind === 'promo-video'
  if (isNetworkFailure(error)) return 'editor.offline'
  if (!(error instanceof ApiError)) return UPLOAD_FAILED[kind]
  switch (error.code) {
    case 'MEDIA_VIDEO_TOO_LONG':
      return 'editor.media.videoTooLong'
    case 'MEDIA_TOO_LARGE':
    case 'PAYLOAD_TOO_LARGE':
      return isVideo ? 'editor.media.videoTooLarge' : 'editor.media.imageTooLarge'
    case 'MEDIA_UNSUPPORTED_TYPE':
    case 'UNSUPPORTED_MEDIA_TYPE':
    case 'MEDIA_UNREADABLE':
      return isVideo ? 'editor.media.wrongVideoType' : 'editor.media.wrongImageType'
    case 'MEDIA_UNATTACHED_QUOTA':
      return 'editor.media.unattachedQuota'
    case 'ACCOUNT_SUSPENDED':
      return 'editor.media.suspended'
    case 'MEDIA_LIMIT_REACHED':
      return LIMIT_KEYS[error.message] ?? UPLOAD_FAILED[kind]
    default:
      return UPLOAD_FAILED[kind]
  }
}
