// Shapes of the Pi Platform API's answers. Unknown extra fields are tolerated, so a field Pi adds
// later does not break a payment.
import { z } from 'zod'

export const PiUserSchema = z.looseObject({
  // Our accounts are keyed on it: an empty one would be everyone's.
  uid: z.string().min(1),
  username: z.string().optional(),
  credentials: z
    .looseObject({
      scopes: z.array(z.string()).optional(),
      valid_until: z.looseObject({ timestamp: z.number().optional(), iso8601: z.string().optional() }).optional(),
    })
    .optional(),
})
export type PiUser = z.infer<typeof PiUserSchema>

export const PiPaymentSchema = z.looseObject({
  identifier: z.string(),
  user_uid: z.string(),
  amount: z.union([z.number(), z.string()]),
  memo: z.string(),
  metadata: z.record(z.string(), z.unknown()).nullable().default({}),
  from_address: z.string().nullable().optional(),
  to_address: z.string().nullable().optional(),
  direction: z.enum(['user_to_app', 'app_to_user']),
  network: z.string().optional(),
  created_at: z.string().optional(),
  status: z.looseObject({
    developer_approved: z.boolean(),
    transaction_verified: z.boolean(),
    developer_completed: z.boolean(),
    cancelled: z.boolean(),
    user_cancelled: z.boolean(),
  }),
  transaction: z
    .looseObject({ txid: z.string(), verified: z.boolean(), _link: z.string().optional() })
    .nullable()
    .optional(),
})
export type PiPayment = z.infer<typeof PiPaymentSchema>

export const PiIncompleteServerPaymentsSchema = z.looseObject({
  incomplete_server_payments: z.array(PiPaymentSchema).optional(),
})
