// The numbers the catalogues quote, from the shared limits the server enforces: a changed limit
// changes every message that states it.
import { PROMO_VIDEO_MAX_BYTES } from '@spotlight/shared/domain/limits'

export {
  ARTICLE_DESCRIPTION_MAX,
  ARTICLE_IMAGES_MAX,
  ARTICLE_TITLE_MAX,
  PROMO_VIDEO_MAX_SECONDS,
} from '@spotlight/shared/domain/limits'

export const PROMO_VIDEO_MAX_MB = PROMO_VIDEO_MAX_BYTES / 1024 / 1024
