import { z } from 'zod'

/** What an upload is for: the article's header image, an image in its body, or its promo video. */
export const UPLOAD_KINDS = ['header-image', 'content-image', 'promo-video'] as const
export const UploadKindSchema = z.enum(UPLOAD_KINDS)
export type UploadKind = z.infer<typeof UploadKindSchema>

/** Largest image file accepted before re-encoding. */
export const IMAGE_MAX_BYTES = 15 * 1024 * 1024
/** Longest side of a stored image, in pixels (larger images are scaled down). */
export const IMAGE_MAX_SIDE = 2000

export const MEDIA_MESSAGES = {
  headerTaken: 'A header image has already been uploaded.',
  videoTaken: 'You have already uploaded a promotional video.',
  tooManyImages: 'The article cannot contain more than 5 images.',
  videoTooLarge: 'The video exceeds 30 MB.',
  videoTooLong: 'The video must be 20 seconds or less.',
  imageTooLarge: 'The image is too large.',
  imageDeleted: 'Image deleted.',
  videoDeleted: 'Video deleted.',
} as const

/** Query of POST /api/media (multipart; `kind` and `articleId` may also be form fields sent before the file). */
export const UploadMediaQuerySchema = z.object({
  kind: UploadKindSchema.optional(),
  articleId: z.coerce.number().int().positive().max(2_147_483_647).optional(),
})
export type UploadMediaQuery = z.infer<typeof UploadMediaQuerySchema>

/** A stored upload (201 of POST /api/media and POST /api/media/cloudinary). */
export const MediaSchema = z.object({
  publicId: z.string(),
  url: z.string(),
  kind: UploadKindSchema,
  bytes: z.number().int().nonnegative(),
  width: z.number().int().positive().optional(),
  height: z.number().int().positive().optional(),
  durationS: z.number().nonnegative().optional(),
  uploadDate: z.iso.datetime(),
})
export type Media = z.infer<typeof MediaSchema>

/** GET /api/media/config: which store is active and the limits the client checks before uploading. */
export const MediaConfigSchema = z.object({
  /** `s3` uploads through the server as `local` does; only `cloudinary` uploads from the browser. */
  store: z.enum(['local', 'cloudinary', 's3']),
  /** 31457280 (PROMO_VIDEO_MAX_BYTES). */
  maxVideoBytes: z.number().int().positive(),
  /** 20 (PROMO_VIDEO_MAX_SECONDS), inclusive. */
  maxVideoSeconds: z.number().positive(),
  /** 5 (ARTICLE_IMAGES_MAX), the header image included. */
  maxImages: z.number().int().positive(),
  maxImageBytes: z.number().int().positive(),
})
export type MediaConfig = z.infer<typeof MediaConfigSchema>

/**
 * GET /api/cloudinary-signature: the signed fields of a direct upload. The client sends `apiKey`,
 * `timestamp`, `signature`, `folder` and (when set) `uploadPreset` with the file, unchanged.
 */
export const CloudinarySignatureSchema = z.object({
  cloudName: z.string(),
  apiKey: z.string(),
  signature: z.string(),
  timestamp: z.number().int(),
  uploadPreset: z.string().nullable(),
  folder: z.string(),
})
export type CloudinarySignature = z.infer<typeof CloudinarySignatureSchema>

/** Body of POST /api/media/cloudinary: records an upload the client made directly to Cloudinary. */
export const RecordCloudinaryUploadInputSchema = z.object({
  publicId: z
    .string()
    .trim()
    .min(1)
    .max(200)
    .regex(/^[\w/-]+$/, 'is not a Cloudinary public id'),
  kind: UploadKindSchema,
  articleId: z.number().int().positive().max(2_147_483_647).optional(),
})
export type RecordCloudinaryUploadInput = z.infer<typeof RecordCloudinaryUploadInputSchema>
