import { PROMO_VIDEO_MAX_BYTES, PROMO_VIDEO_MAX_SECONDS } from '@spotlight/shared/domain/limits'
import {
  IMAGE_MAX_BYTES,
  MEDIA_MESSAGES,
  type Media,
  type RecordCloudinaryUploadInput,
} from '@spotlight/shared/schemas/media'
import { AppError } from '#src/errors/app-error'
import type { CloudinaryResource } from './cloudinary-media-store'
import { IMAGE_MAX_INPUT_PIXELS } from './media-probe'
import type { MediaService, Uploader } from './media.service'

const IMAGE_FORMATS = new Set(['jpg', 'jpeg', 'png', 'webp', 'gif', 'avif'])
const VIDEO_FORMATS = new Set(['mp4', 'mov', 'webm'])

/** Why Cloudinary's report of an asset is refused, or null when it passes our rules. */
function refusal(resource: CloudinaryResource, isVideo: boolean): AppError | null {
  const format = resource.format.toLowerCase()
  if (isVideo) {
    if (!VIDEO_FORMATS.has(format))
      return new AppError('MEDIA_UNSUPPORTED_TYPE', 'This file is not a supported video (MP4, MOV or WebM).')
    if (resource.bytes > PROMO_VIDEO_MAX_BYTES) return new AppError('MEDIA_TOO_LARGE', MEDIA_MESSAGES.videoTooLarge)
    if (typeof resource.duration !== 'number' || resource.duration <= 0)
      return new AppError('MEDIA_UNREADABLE', 'The video could not be read.')
    if (resource.duration > PROMO_VIDEO_MAX_SECONDS)
      return new AppError('MEDIA_VIDEO_TOO_LONG', MEDIA_MESSAGES.videoTooLong)
    return null
  }
  if (!IMAGE_FORMATS.has(format))
    return new AppError('MEDIA_UNSUPPORTED_TYPE', 'This file is not a supported image (JPEG, PNG, WebP, GIF or AVIF).')
  const pixels = (resource.width ?? 0) * (resource.height ?? 0)
  if (resource.bytes > IMAGE_MAX_BYTES || pixels > IMAGE_MAX_INPUT_PIXELS)
    return new AppError('MEDIA_TOO_LARGE', MEDIA_MESSAGES.imageTooLarge)
  if (pixels <= 0) return new AppError('MEDIA_UNREADABLE', 'The image could not be read.')
  return null
}

/**
 * POST /api/media/cloudinary: records an upload the client made directly to Cloudinary, after asking
 * the Admin API what was really stored. Only the user's own folder is accepted; an asset that breaks
 * our rules is deleted from Cloudinary and refused.
 */
export async function recordCloudinaryUpload(
  media: MediaService,
  uploader: Uploader,
  input: RecordCloudinaryUploadInput,
  now: Date = new Date(),
): Promise<Media> {
  const cloud = media.cloud
  if (!cloud) throw new AppError('MEDIA_STORE_NOT_CONFIGURED', 'Cloudinary is not the media store of this site.')
  if (!input.publicId.startsWith(`${cloud.folderFor(uploader.userId)}/`) || input.publicId.includes('..'))
    throw new AppError('FORBIDDEN', 'This upload is not in your folder.')

  const isVideo = input.kind === 'promo-video'
  const existing = await media.findByPublicId(input.publicId)
  if (existing) {
    if (existing.ownerId !== uploader.userId) throw new AppError('FORBIDDEN', 'This upload is not yours.')
    throw new AppError('CONFLICT', 'This upload is already recorded.')
  }
  if (input.articleId !== undefined) await media.assertRoomIn(uploader, input.articleId, input.kind)

  const resource = await cloud.findResource(input.publicId, isVideo ? 'video' : 'image')
  if (!resource) throw new AppError('MEDIA_NOT_FOUND', 'Cloudinary has no such upload.')
  const refused =
    refusal(resource, isVideo) ??
    (input.articleId === undefined
      ? await media.assertUnattachedRoom(uploader, resource.bytes).then(
          () => undefined,
          (error: unknown) => error,
        )
      : undefined)
  if (refused) {
    await cloud.destroy(input.publicId, isVideo ? 'video' : 'image')
    throw refused
  }

  return media.insertRow(
    {
      ownerId: uploader.userId,
      kind: isVideo ? 'VIDEO' : 'IMAGE',
      publicId: input.publicId,
      url: resource.secure_url,
      bytes: resource.bytes,
      width: resource.width ?? null,
      height: resource.height ?? null,
      durationS: isVideo ? (resource.duration ?? null) : null,
      articleId: input.articleId ?? null,
      createdAt: now,
    },
    input.kind,
  )
}
