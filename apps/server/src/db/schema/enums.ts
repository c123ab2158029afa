import { pgEnum } from 'drizzle-orm/pg-core'
import {
  ARTICLE_STATUSES,
  MEDIA_KINDS,
  PAYMENT_CLOSED_REASONS,
  PAYMENT_STATUSES,
  PLAN_TYPES,
  PROMOTION_STATES,
  ROLES,
  STAT_EVENT_TYPES,
  STAT_PLACEMENTS,
} from '@spotlight/shared/domain/enums'
import { PI_NETWORKS } from '@spotlight/shared/domain/pi-networks'

export const roleEnum = pgEnum('role', ROLES)
export const planTypeEnum = pgEnum('plan_type', PLAN_TYPES)
export const articleStatusEnum = pgEnum('article_status', ARTICLE_STATUSES)
export const paymentStatusEnum = pgEnum('payment_status', PAYMENT_STATUSES)
export const paymentClosedReasonEnum = pgEnum('payment_closed_reason', PAYMENT_CLOSED_REASONS)
export const promotionStateEnum = pgEnum('promotion_state', PROMOTION_STATES)
export const mediaKindEnum = pgEnum('media_kind', MEDIA_KINDS)
export const statEventTypeEnum = pgEnum('stat_event_type', STAT_EVENT_TYPES)
export const statPlacementEnum = pgEnum('stat_placement', STAT_PLACEMENTS)
export const piNetworkEnum = pgEnum('pi_network', PI_NETWORKS)
