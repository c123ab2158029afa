import { MediaConfigSchema } from '@spotlight/shared/schemas/media'
import { queryOptions } from '@tanstack/react-query'
import { api } from './api-client'

// An endpoint two features read (the article editor and the category admin) lives here, beside the
// uploads it configures, rather than in either feature's api/ folder.

/** GET /api/media/config: the active store and the limits to check before uploading. */
export const getMediaConfig = () => api.get('/api/media/config', MediaConfigSchema)

export const mediaConfigQuery = () =>
  queryOptions({ queryKey: ['media-config'], queryFn: getMediaConfig, staleTime: 10 * 60 * 1000 })
