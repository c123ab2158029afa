import { z } from 'zod'

/** Where a maker publishes the token: a file at the app's host, or a meta tag on the app's page. */
export const VERIFICATION_FILE_PATH = '/.well-known/spotlight-verification.txt'
export const VERIFICATION_META_NAME = 'spotlight-verification'

/** A verification's state: PENDING until a check passes; a verified host LAPSES after two failed re-checks. */
export const VERIFICATION_STATUSES = ['PENDING', 'VERIFIED', 'FAILED', 'LAPSED', 'REVOKED'] as const
export const VerificationStatusSchema = z.enum(VERIFICATION_STATUSES)
export type VerificationStatus = z.infer<typeof VerificationStatusSchema>

/** Why a check ended as it did: the web shows each in the reader's language. */
export const VERIFICATION_OUTCOMES = [
  'TOKEN_FOUND',
  'TOKEN_MISSING',
  'UNREACHABLE',
  'ADDRESS_REFUSED',
  'TIMEOUT',
  'TOO_LARGE',
  'CONTENT_TYPE',
  'REDIRECT_REFUSED',
  'HTTP_STATUS',
] as const
export const VerificationOutcomeSchema = z.enum(VERIFICATION_OUTCOMES)
export type VerificationOutcome = z.infer<typeof VerificationOutcomeSchema>

/** Body of POST /api/verifications: the app's address (https in production; the server checks the scheme). */
export const StartVerificationInputSchema = z.strictObject({
  appUrl: z.string().trim().min(1).max(500),
})
export type StartVerificationInput = z.infer<typeof StartVerificationInputSchema>

export const VerificationIdParamsSchema = z.object({ id: z.coerce.number().int().positive().max(2_147_483_647) })

/** A host name (labels of letters, digits and hyphens), lower case: what an admin verifies by hand. */
export const VerificationHostSchema = z
  .string()
  .trim()
  .toLowerCase()
  .max(253)
  .regex(/^(?:[a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?\.)+[a-z]{2,63}$/, 'must be a host name such as app.example.com')

/** The answer of POST /api/verifications: the token and where to publish it. */
export const StartedVerificationSchema = z.object({
  id: z.number().int().positive(),
  host: z.string(),
  token: z.string(),
  /** The two places the token may be published, in plain words (English); the web shows its own translation. */
  instructions: z.string(),
  fileUrl: z.string(),
  metaTag: z.string(),
  status: VerificationStatusSchema,
})
export type StartedVerification = z.infer<typeof StartedVerificationSchema>

/** The answer of POST /api/verifications/{id}/check. */
export const VerificationCheckResultSchema = z.object({
  status: z.enum(['VERIFIED', 'FAILED']),
  /** What was found, in plain words (English); `outcome` is the same as a code. */
  detail: z.string(),
  outcome: VerificationOutcomeSchema,
})
export type VerificationCheckResult = z.infer<typeof VerificationCheckResultSchema>

/** One of the maker's verifications (GET /api/verifications/mine). */
export const OwnVerificationSchema = z.object({
  id: z.number().int().positive(),
  host: z.string(),
  appUrl: z.string(),
  token: z.string(),
  status: VerificationStatusSchema,
  /** TOKEN: the maker published the token; ADMIN: an admin verified it by hand. */
  method: z.enum(['TOKEN', 'ADMIN']),
  verifiedAt: z.iso.datetime().nullable(),
  lastCheckedAt: z.iso.datetime().nullable(),
  /** Checks that failed in a row (two lapse a verified host), and the last check's outcome. */
  failures: z.number().int().nonnegative(),
  lastOutcome: VerificationOutcomeSchema.nullable(),
})
export type OwnVerification = z.infer<typeof OwnVerificationSchema>
export const OwnVerificationsSchema = z.array(OwnVerificationSchema)

export { VerifiedHostSchema, type VerifiedHost } from './verified-host'

/** An admin's note or reason: plain text, kept in the audit trail. */
const PlainTextSchema = z
  .string()
  .trim()
  .max(500, 'At most 500 characters.')
  .refine((text) => !/[<>]/.test(text), 'Plain text only (no < or >).')

/** Body of POST /api/admin/verifications: an admin verifies a maker's host by hand. */
export const GrantVerificationInputSchema = z.strictObject({
  username: z.string().trim().min(1).max(64),
  host: VerificationHostSchema,
  note: PlainTextSchema.min(3, 'Say how it was checked (at least 3 characters).'),
})
export type GrantVerificationInput = z.input<typeof GrantVerificationInputSchema>

/** Body of DELETE /api/admin/verifications/{id}: why the badge is taken away. */
export const RevokeVerificationInputSchema = z.strictObject({
  reason: PlainTextSchema.min(3, 'Say why (at least 3 characters).'),
})

/** What the admin endpoints answer: the verification as it now stands. */
export const AdminVerificationSchema = z.object({
  id: z.number().int().positive(),
  username: z.string(),
  host: z.string(),
  status: VerificationStatusSchema,
  method: z.enum(['TOKEN', 'ADMIN']),
  verifiedAt: z.iso.datetime().nullable(),
})
export type AdminVerification = z.infer<typeof AdminVerificationSchema>
