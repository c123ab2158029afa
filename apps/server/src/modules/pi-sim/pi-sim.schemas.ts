// Inputs of the simulator's routes. Anything that fails these answers 400 in Pi's error shape.
import { z } from 'zod'
import { PAYMENT_STATES, USERNAME_PATTERN } from './pi-sim.types'

export const PaymentIdParams = z.object({ id: z.string().min(1).max(100) })
export const TxidParams = z.object({ txid: z.string().min(1).max(100) })

/** U2A create, as the wallet sends it. Checked in the handler so each field gets Pi's own error code. */
export const CreatePaymentBody = z.object({
  amount: z.number().positive().finite(),
  memo: z.string().max(1000),
  metadata: z.record(z.string(), z.unknown()),
})

// Bodies Pi's SDKs may leave out entirely (Fastify then gives null) are nullish.
export const CompleteBody = z.looseObject({ txid: z.string().optional() }).nullish()

export const HorizonOverridesSchema = z.strictObject({
  successful: z.boolean().optional(),
  memo: z.string().optional(),
  amount: z.number().positive().optional(),
  from: z.string().optional(),
  to: z.string().optional(),
})

export const SignBody = z
  .strictObject({
    /** false plays the SIGNED_BAD fault: Pi could not verify the transaction. */
    verified: z.boolean().optional(),
    /** Make the fake Horizon disagree with the payment (memo, amount, destination…). */
    horizon: HorizonOverridesSchema.optional(),
  })
  .nullish()

const Username = z.string().regex(USERNAME_PATTERN, 'must match [a-z0-9_]{3,30}')

export const SeedUserSchema = z.strictObject({
  username: Username,
  uid: z.string().min(1).max(100).optional(),
  scopes: z.array(z.string()).optional(),
  /** Token lifetime from now on the fake clock; <= 0 makes the token already expired. */
  validForMs: z.number().int().optional(),
})

export const SeedPaymentSchema = z.strictObject({
  username: Username,
  state: z.enum(PAYMENT_STATES),
  amount: z.number().positive().finite(),
  memo: z.string().max(1000).default('Simulated payment'),
  metadata: z.record(z.string(), z.unknown()).default({}),
  identifier: z.string().min(1).max(64).optional(),
  txid: z
    .string()
    .regex(/^[0-9a-f]{64}$/, 'must be 64 hex characters')
    .optional(),
  /** How long ago (fake clock) it was created: an old CREATED payment lapses on the next read. */
  createdAgoMs: z.number().int().min(0).default(0),
  userCancelled: z.boolean().optional(),
  horizon: HorizonOverridesSchema.optional(),
})

export const SeedBody = z.strictObject({
  users: z.array(SeedUserSchema).default([]),
  payments: z.array(SeedPaymentSchema).default([]),
})

export const ClockBody = z.strictObject({ advanceMs: z.number().int().min(0) })

export const FaultSchema = z
  .strictObject({
    method: z.enum(['GET', 'POST', 'PUT', 'PATCH', 'DELETE', 'HEAD']).optional(),
    path: z.string().min(1).max(300),
    status: z.number().int().min(100).max(599).optional(),
    body: z.unknown().optional(),
    delayMs: z.number().int().min(0).max(120_000).optional(),
    drop: z.boolean().optional(),
    bodyIncludes: z.string().min(1).max(300).optional(),
    times: z.number().int().min(1).default(1),
  })
  .refine((fault) => fault.status !== undefined || fault.drop || fault.delayMs !== undefined, {
    message: 'a fault needs status, drop or delayMs',
  })

export const FaultsBody = z.union([FaultSchema, z.array(FaultSchema)])

export const ApiKeyBody = z.strictObject({ key: z.string().min(1).nullable() })

export const ConfigBody = z.strictObject({
  approvalWindowMs: z.number().int().min(1).optional(),
  network: z.enum(['Pi Testnet', 'Pi Network']).optional(),
  appWallet: z.string().min(1).max(100).optional(),
})

export const StateQuery = z.object({ username: Username.optional() })
