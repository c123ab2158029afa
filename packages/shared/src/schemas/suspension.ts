import { z } from 'zod'
import { SUSPENSION_REASON_MAX, SUSPENSION_REASON_MIN } from '../domain/limits'

export const UsernameParamsSchema = z.object({ username: z.string().min(1).max(64) })

/** `POST /api/admin/users/{username}/suspension`. */
export const SuspendInputSchema = z.strictObject({
  reason: z
    .string()
    .trim()
    .min(SUSPENSION_REASON_MIN, `Say why (at least ${SUSPENSION_REASON_MIN} characters).`)
    .max(SUSPENSION_REASON_MAX, `At most ${SUSPENSION_REASON_MAX} characters.`)
    .refine((text) => !/[<>]/.test(text), 'Plain text only (no < or >).'),
})
export type SuspendInput = z.infer<typeof SuspendInputSchema>

/** A user's suspension: null when the account is in good standing. */
export const SuspensionSchema = z.object({ reason: z.string(), since: z.iso.datetime({ offset: true }) }).nullable()
export type Suspension = z.infer<typeof SuspensionSchema>

export const SuspensionStateSchema = z.object({ username: z.string(), suspension: SuspensionSchema })

/** `GET /api/admin/suspensions`: the accounts suspended now, the latest first. */
export const SuspendedAccountsSchema = z.array(
  z.object({ username: z.string(), reason: z.string(), since: z.iso.datetime({ offset: true }) }),
)
export type SuspendedAccounts = z.infer<typeof SuspendedAccountsSchema>
