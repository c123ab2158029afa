import {
  ARTICLE_DESCRIPTION_MAX,
  ARTICLE_IMAGES_MAX,
  ARTICLE_TITLE_MAX,
  PROMO_VIDEO_MAX_BYTES,
  PROMO_VIDEO_MAX_SECONDS,
  SUSPENSION_REASON_MAX,
  SUSPENSION_REASON_MIN,
} from '@spotlight/shared/domain/limits'

/**
 * The numbers the catalogues quote, from the shared limits the server enforces: a changed limit
 * changes every message that states it.
 */
export const LIMITS = {
  titleMax: ARTICLE_TITLE_MAX,
  descriptionMax: ARTICLE_DESCRIPTION_MAX,
  imagesMax: ARTICLE_IMAGES_MAX,
  videoMaxMb: PROMO_VIDEO_MAX_BYTES / 1024 / 1024,
  videoMaxSeconds: PROMO_VIDEO_MAX_SECONDS,
  suspensionReasonMin: SUSPENSION_REASON_MIN,
  suspensionReasonMax: SUSPENSION_REASON_MAX,
}
