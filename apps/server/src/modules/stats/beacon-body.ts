import { Ajv } from 'ajv'
import { z } from 'zod'
import { StatEventsBodySchema, type StatEventsBody } from '@spotlight/shared/schemas/stats'
import { AppError } from '#src/errors/app-error'

/**
 * The beacon's body as a JSON schema, derived from the shared zod schema (one definition for the
 * browser and the server). POST /api/events is the busiest route: Ajv's compiled check of a
 * 20-event beacon costs about a fifth of zod's parse (docs/decisions/0009-campaign-stats.md).
 * `io: 'input'`: keys the schema does not name are let through, as zod's parse lets them through.
 */
const BEACON_BODY_JSON_SCHEMA = z.toJSONSchema(StatEventsBodySchema, { io: 'input', target: 'draft-7' })

const isBeaconBody = new Ajv({ allErrors: false }).compile<StatEventsBody>(BEACON_BODY_JSON_SCHEMA)

/** '/events/0/type' → 'events.0.type'; an issue about the whole body is named 'body'. */
function pathOf(instancePath: string): string {
  return instancePath.split('/').filter(Boolean).join('.') || 'body'
}

/**
 * The beacon's body as it came, or a 400 VALIDATION_FAILED with the API's error body (the first issue
 * found: a hostile beacon is not worth listing every issue of).
 */
export function checkBeaconBody(data: unknown): { value: StatEventsBody } | { error: AppError } {
  if (isBeaconBody(data)) return { value: data }
  const issue = isBeaconBody.errors?.[0]
  const path = pathOf(issue?.instancePath ?? '')
  const message = issue?.message ?? 'is invalid'
  return { error: new AppError('VALIDATION_FAILED', `Invalid body: ${path}: ${message}`, [{ path, message }]) }
}
