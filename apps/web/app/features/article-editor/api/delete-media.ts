import { api } from '#app/lib/api-client'

/** DELETE /api/cleanup/{publicId} (image) or /api/cleanup/video/{publicId}: owner or admin. */
export const deleteMedia = (publicId: string, kind: 'image' | 'video') =>
  api.delete(kind === 'video' ? `/api/cleanup/video/${publicId}` : `/api/cleanup/${publicId}`)
