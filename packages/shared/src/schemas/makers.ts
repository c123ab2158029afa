import { z } from 'zod'
import { PAGE_LIMIT_MAX, PublicArticleListItemSchema, ScreeningSchema } from './articles'
import { RatingSummarySchema } from './rating-summary'
import { VerifiedHostSchema } from './verified-host'

/** A bio is a short plain-text line or two, shown as text (never as markup). */
export const MAKER_BIO_MAX = 300
export const MAKER_WEBSITE_MAX = 200

export const MakerUsernameParamsSchema = z.object({ username: z.string().min(1).max(64) })

const WEBSITE_MESSAGE = 'must be an https:// address'

/** `https://`, a host name with a dot (no credentials, no spaces), an optional port, then anything but spaces. */
const HTTPS_WEBSITE = /^https:\/\/(?:[a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?\.)+[a-z]{2,63}(?::\d{1,5})?(?:[/?#]\S*)?$/i

/**
 * Only https links: an http page could be swapped on the way, and `javascript:` or `data:` links run
 * code where they are clicked. Credentials in the address are refused too (they mislead the reader).
 */
export function isSafeWebsite(value: string): boolean {
  return HTTPS_WEBSITE.test(value)
}

export const MakerBioSchema = z
  .string({ error: 'must be text' })
  .trim()
  .max(MAKER_BIO_MAX, `must be at most ${MAKER_BIO_MAX} characters`)
  .transform((value) => (value === '' ? null : value))

export const MakerWebsiteSchema = z
  .string({ error: 'must be text' })
  .trim()
  .max(MAKER_WEBSITE_MAX, `must be at most ${MAKER_WEBSITE_MAX} characters`)
  .refine((value) => value === '' || isSafeWebsite(value), WEBSITE_MESSAGE)
  .transform((value) => (value === '' ? null : value))

/** Body of PUT /api/makers/me: an empty string (or null) clears the field. */
export const UpdateMakerProfileInputSchema = z.object({
  bio: MakerBioSchema.nullable().transform((value) => value ?? null),
  website: MakerWebsiteSchema.nullable().transform((value) => value ?? null),
})
export type UpdateMakerProfileInput = z.input<typeof UpdateMakerProfileInputSchema>

/** GET /api/makers/{username}: the public profile of someone who publishes on Spotlight. */
export const MakerProfileSchema = z.object({
  username: z.string(),
  /** The company name of their newest public article (their username before their first one). */
  company: z.string(),
  bio: z.string().nullable(),
  website: z.string().nullable(),
  joinedAt: z.iso.datetime(),
  /** Their public articles as cards, newest first. */
  articles: z.array(PublicArticleListItemSchema),
  /** Their published apps' reviews added up. */
  rating: RatingSummarySchema,
  /**
   * The reviews they answered, and the share (0 to 1) of those due an answer that got one within 7
   * days; null while none is due.
   */
  replies: z.object({
    answered: z.number().int().nonnegative(),
    within7Days: z.number().min(0).max(1).nullable(),
  }),
  followers: z.number().int().nonnegative(),
  /** The hosts they proved they control (a token published at the host, or an admin's check), with since when. */
  verified: z.array(VerifiedHostSchema).default([]),
})
export type MakerProfile = z.infer<typeof MakerProfileSchema>

/**
 * Whether the public page shows the bio: PUBLISHED (shown, or there is none), PENDING (the scam
 * screening flagged it: it waits for an admin), HIDDEN (an admin hid it, with a reason).
 */
export const MAKER_BIO_STATUSES = ['PUBLISHED', 'PENDING', 'HIDDEN'] as const
export const MakerBioStatusSchema = z.enum(MAKER_BIO_STATUSES)
export type MakerBioStatus = z.infer<typeof MakerBioStatusSchema>

/** PUT /api/makers/me's answer, and the dashboard's read of one's own profile fields. */
export const OwnMakerProfileSchema = z.object({
  username: z.string(),
  bio: z.string().nullable(),
  website: z.string().nullable(),
  bioStatus: MakerBioStatusSchema,
  bioHiddenReason: z.string().nullable(),
})
export type OwnMakerProfile = z.infer<typeof OwnMakerProfileSchema>

/** GET /api/admin/maker-bios: the bios that wait for an admin, oldest first. */
export const AdminMakerBiosQuerySchema = z.object({
  limit: z.coerce.number().int().min(1).max(PAGE_LIMIT_MAX).default(20),
})

/** A maker's bio as the admin's queue shows it, with what the scam screening found in it. */
export const AdminMakerBioSchema = z.object({
  username: z.string(),
  bio: z.string(),
  updatedAt: z.iso.datetime(),
  status: MakerBioStatusSchema,
  hiddenReason: z.string().nullable(),
  screening: ScreeningSchema,
})
export type AdminMakerBio = z.infer<typeof AdminMakerBioSchema>
export const AdminMakerBioListSchema = z.array(AdminMakerBioSchema)

export const MAKER_BIO_REASON_MAX = 500

/** Body of POST /api/admin/maker-bios/{username}/decision: APPROVE shows the bio; HIDE keeps it off the page, with a reason. */
export const MakerBioDecisionInputSchema = z.discriminatedUnion('action', [
  z.object({ action: z.literal('APPROVE') }),
  z.object({
    action: z.literal('HIDE'),
    reason: z.string().trim().min(1, 'is required').max(MAKER_BIO_REASON_MAX),
  }),
])
export type MakerBioDecisionInput = z.infer<typeof MakerBioDecisionInputSchema>
