// Wire shapes: the Pi Platform API's UserDTO and PaymentDTO, as `modules/pi/pi-types.ts` parses them,
// and Stellar Horizon records.
import { TOKEN_LIFETIME_MS, TOKEN_SLACK_MS, type SimPayment, type SimUser } from './pi-sim.types'

const iso = (ms: number) => new Date(ms).toISOString()

/**
 * A fresh token is good for one hour. Pi counts whole seconds, so that hour is rounded up and given
 * two seconds of slack: a caller that caps its own session at the token's life (our auth service)
 * still gets a full hour despite the round trip. Seeded lifetimes are exact.
 */
function validUntilSeconds(user: SimUser, nowMs: number): number {
  if (user.validUntilMs !== null) return Math.floor(user.validUntilMs / 1000)
  return Math.ceil((nowMs + TOKEN_LIFETIME_MS + TOKEN_SLACK_MS) / 1000)
}

/** As Pi's: `username` only when the token was granted the `username` scope. */
export function toUserDto(user: SimUser, nowMs: number) {
  const timestamp = validUntilSeconds(user, nowMs)
  return {
    uid: user.uid,
    ...(user.scopes.includes('username') ? { username: user.username } : {}),
    credentials: { scopes: user.scopes, valid_until: { timestamp, iso8601: iso(timestamp * 1000) } },
  }
}
export type UserDto = ReturnType<typeof toUserDto>

/** `horizonBase` is the fake Horizon's absolute URL, e.g. http://127.0.0.1:3000/__pi-sim/horizon. */
export function toPaymentDto(payment: SimPayment, horizonBase: string) {
  const verified = payment.state === 'SIGNED' || payment.state === 'COMPLETED'
  return {
    identifier: payment.identifier,
    user_uid: payment.userUid,
    amount: payment.amount,
    memo: payment.memo,
    metadata: payment.metadata,
    from_address: payment.fromAddress,
    to_address: payment.toAddress,
    direction: 'user_to_app' as const,
    network: payment.network,
    created_at: iso(payment.createdAtMs),
    status: {
      developer_approved: payment.developerApproved,
      transaction_verified: verified,
      developer_completed: payment.state === 'COMPLETED',
      // Pi sets one of the two: `cancelled` when the developer or Pi cancelled, `user_cancelled` when the user did.
      cancelled: payment.state === 'CANCELLED' && !payment.userCancelled,
      user_cancelled: payment.state === 'CANCELLED' && payment.userCancelled,
    },
    transaction:
      payment.txid === null
        ? null
        : { txid: payment.txid, verified, _link: `${horizonBase}/transactions/${payment.txid}` },
  }
}
export type PaymentDto = ReturnType<typeof toPaymentDto>

/** Stellar amounts are strings with 7 decimals. */
const stellarAmount = (amount: number) => amount.toFixed(7)

/** What Horizon shows; an unverified (SIGNED_BAD) transaction is a failed one unless a test says otherwise. */
function onChain(payment: SimPayment) {
  const { horizon } = payment
  return {
    successful: horizon.successful ?? payment.state !== 'SIGNED_BAD',
    memo: horizon.memo ?? payment.identifier,
    amount: stellarAmount(horizon.amount ?? payment.amount),
    from: horizon.from ?? payment.fromAddress,
    to: horizon.to ?? payment.toAddress,
    createdAt: iso(payment.signedAtMs ?? payment.createdAtMs),
  }
}

export function toHorizonTransaction(payment: SimPayment & { txid: string }, horizonBase: string) {
  const chain = onChain(payment)
  const self = `${horizonBase}/transactions/${payment.txid}`
  return {
    _links: {
      self: { href: self },
      operations: { href: `${self}/operations{?cursor,limit,order}`, templated: true },
    },
    id: payment.txid,
    hash: payment.txid,
    successful: chain.successful,
    ledger: 1_000_000 + (Math.floor((payment.signedAtMs ?? payment.createdAtMs) / 5000) % 1_000_000),
    created_at: chain.createdAt,
    source_account: chain.from,
    fee_charged: '100000',
    max_fee: '100000',
    operation_count: 1,
    memo_type: 'text',
    memo: chain.memo,
  }
}

export function toHorizonOperations(payment: SimPayment & { txid: string }, horizonBase: string) {
  const chain = onChain(payment)
  const self = `${horizonBase}/transactions/${payment.txid}/operations`
  // Horizon ids are int64 strings; deriving one from the txid keeps it stable across reads.
  const operationId = String(Number.parseInt(payment.txid.slice(0, 12), 16) || 1)
  return {
    _links: { self: { href: self }, next: { href: self }, prev: { href: self } },
    _embedded: {
      records: [
        {
          id: operationId,
          paging_token: operationId,
          transaction_successful: chain.successful,
          source_account: chain.from,
          type: 'payment',
          type_i: 1,
          created_at: chain.createdAt,
          transaction_hash: payment.txid,
          asset_type: 'native',
          from: chain.from,
          to: chain.to,
          amount: chain.amount,
        },
      ],
    },
  }
}
