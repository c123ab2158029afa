import type { PlanType } from '@spotlight/shared/domain/enums'

/** Pi amounts have 7 decimal places (Stellar); compare them as integers, never as floats. */
const SCALE = 7

/** `value` in units of 10^-7 Pi, and its canonical text (what the numeric column stores). */
export function toPiUnits(value: number | string): { units: bigint; text: string } {
  const raw = typeof value === 'number' ? value.toFixed(SCALE) : value.trim()
  const match = /^(-?)(\d+)(?:\.(\d+))?$/.exec(raw)
  if (!match) throw new Error(`not a decimal amount: ${raw}`)
  const [, sign, whole, fraction = ''] = match
  // Digits past the 7th are cut, not rounded: Pi itself cannot carry them.
  const units = BigInt(`${whole}${fraction.padEnd(SCALE, '0').slice(0, SCALE)}`) * (sign ? -1n : 1n)
  const abs = units < 0n ? -units : units
  const digits = abs.toString().padStart(SCALE + 1, '0')
  const text = `${units < 0n ? '-' : ''}${digits.slice(0, -SCALE)}.${digits.slice(-SCALE)}`
  return { units, text }
}

export function amountsEqual(a: number | string, b: number | string): boolean {
  try {
    return toPiUnits(a).units === toPiUnits(b).units
  } catch {
    return false
  }
}

export const MEMO_PREFIX = 'Pago por plan '

/** The user-facing memo the client passes to Pi.createPayment; checked again at approval. */
export function memoFor(planType: PlanType): string {
  return `${MEMO_PREFIX}${planType}`
}
