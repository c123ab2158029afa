import { Ajv } from 'ajv'
import secureJson from 'secure-json-parse'
import { z } from 'zod'
import { STAT_EVENT_TYPES, STAT_PLACEMENTS } from '@spotlight/shared/domain/enums'
import {
  MAX_EVENTS_PER_BEACON,
  StatEventsBodySchema,
  type StatEvent,
  type StatEventsBody,
} from '@spotlight/shared/schemas/stats'
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
function checkBeaconBody(data: unknown): { value: StatEventsBody } | { error: AppError } {
  if (isBeaconBody(data)) return { value: data }
  const issue = isBeaconBody.errors?.[0]
  const path = pathOf(issue?.instancePath ?? '')
  const message = issue?.message ?? 'is invalid'
  return { error: new AppError('VALIDATION_FAILED', `Invalid body: ${path}: ${message}`, [{ path, message }]) }
}

const bytes = (text: string) => Uint8Array.from(text, (char) => char.charCodeAt(0))
const OPEN = bytes('{"events":[')
const TYPE_KEY = bytes('{"type":"')
const ARTICLE_ID_KEY = bytes('","articleId":')
const PLACEMENT_KEY = bytes(',"placement":"')
/** Each value of an enum with its closing quote, next to the string an event carries. */
const choices = <T extends string>(values: readonly T[]) =>
  values.map((value) => ({ value, bytes: bytes(`${value}"`) }))
const TYPES = choices(STAT_EVENT_TYPES)
const PLACEMENTS = choices(STAT_PLACEMENTS)
const COMMA = 0x2c
const CLOSE_BRACKET = 0x5d
const CLOSE_BRACE = 0x7d
const ZERO = 0x30
const NINE = 0x39
/** The schema's largest article id (a PostgreSQL integer). */
const MAX_ARTICLE_ID = 2_147_483_647

function matchesAt(body: Uint8Array, at: number, expected: Uint8Array): boolean {
  if (at + expected.length > body.length) return false
  for (let index = 0; index < expected.length; index++) if (body[at + index] !== expected[index]) return false
  return true
}

function choiceAt<T extends string>(body: Uint8Array, at: number, options: { value: T; bytes: Uint8Array }[]) {
  for (const option of options) if (matchesAt(body, at, option.bytes)) return option
  return undefined
}

/**
 * A beacon exactly as the browser's counter (JSON.stringify of `{events: [{type, articleId,
 * placement}]}`) writes it, read from its bytes: no whitespace, the keys in that order, known enum
 * values, a positive integer id, 1 to 50 events. Undefined for anything else, which then takes the
 * general way (secure-json-parse and the schema), so this only ever accepts bodies that way accepts,
 * with the same events. It spares JSON.parse and Ajv on nearly every beacon: parsing was the largest
 * cost of the route that was ours (docs/decisions/0009-campaign-stats.md, 2026-11-27).
 */
export function readCanonicalBeacon(body: Uint8Array): StatEvent[] | undefined {
  if (!matchesAt(body, 0, OPEN)) return undefined
  let at = OPEN.length
  const events: StatEvent[] = []
  for (;;) {
    if (events.length === MAX_EVENTS_PER_BEACON || !matchesAt(body, at, TYPE_KEY)) return undefined
    at += TYPE_KEY.length
    const type = choiceAt(body, at, TYPES)
    if (!type) return undefined
    at += type.bytes.length - 1 // the closing quote starts the next key
    if (!matchesAt(body, at, ARTICLE_ID_KEY)) return undefined
    at += ARTICLE_ID_KEY.length
    // 1 to 10 digits, no leading zero, at most MAX_ARTICLE_ID (a larger number is the general way's 400).
    const first = at
    let articleId = 0
    while (at < body.length && body[at]! >= ZERO && body[at]! <= NINE && at - first < 10) {
      articleId = articleId * 10 + (body[at]! - ZERO)
      at += 1
    }
    if (at === first || body[first] === ZERO || articleId > MAX_ARTICLE_ID) return undefined
    if (!matchesAt(body, at, PLACEMENT_KEY)) return undefined
    at += PLACEMENT_KEY.length
    const placement = choiceAt(body, at, PLACEMENTS)
    if (!placement) return undefined
    at += placement.bytes.length
    if (body[at] !== CLOSE_BRACE) return undefined
    at += 1
    events.push({ type: type.value, articleId, placement: placement.value })
    if (body[at] === COMMA) {
      at += 1
      continue
    }
    return body[at] === CLOSE_BRACKET && body[at + 1] === CLOSE_BRACE && at + 2 === body.length ? events : undefined
  }
}

/**
 * A beacon's events from its body: the browser's own form read directly (readCanonicalBeacon), any
 * other through Fastify's poisoning-safe JSON parser and the schema; else the error to answer (400).
 */
export function readBeaconBody(body: Buffer): { events: StatEvent[] } | { error: AppError } {
  const canonical = readCanonicalBeacon(body)
  if (canonical) return { events: canonical }
  let data: unknown
  try {
    data = secureJson.parse(body.toString('utf8'), undefined, { protoAction: 'error', constructorAction: 'error' })
  } catch {
    return { error: new AppError('BAD_REQUEST', 'The body is not valid JSON.') }
  }
  const checked = checkBeaconBody(data)
  return 'error' in checked ? checked : { events: checked.value.events }
}
