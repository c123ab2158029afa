import { sql } from 'drizzle-orm'
import {
  boolean,
  check,
  index,
  integer,
  jsonb,
  pgEnum,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core'
import { NOTIFICATION_TYPES } from '@spotlight/shared/domain/notification-types'
import { articles } from './articles'
import { roleEnum } from './enums'
import { users } from './users'

export const notificationTypeEnum = pgEnum('notification_type', NOTIFICATION_TYPES)
export const deliveryStatusEnum = pgEnum('notification_delivery_status', [
  'PENDING',
  'SENDING',
  'SENT',
  'SKIPPED',
  'FAILED',
])

/**
 * One notification of one user, or of a role. Stored as its type and the params its text
 * needs: title and body are rendered when read, in the reader's language
 * (modules/notifications/notification-texts.ts). A role's notification (`audience`, no `userId`) is
 * seen by whoever holds the role when they read, an admin who had never signed in when it was raised
 * included; each reader's read state is in `notification_reads`, and `resolvedAt` (the article was
 * decided) counts as read for all of them.
 */
export const notifications = pgTable(
  'notifications',
  {
    id: integer().primaryKey().generatedAlwaysAsIdentity(),
    userId: integer().references(() => users.id, { onDelete: 'cascade' }),
    audience: roleEnum(),
    type: notificationTypeEnum().notNull(),
    articleId: integer().references(() => articles.id, { onDelete: 'set null' }),
    params: jsonb().$type<Record<string, string | number | null>>().notNull().default({}),
    link: text().notNull(),
    /** Names the event (`promotion-ended:<id>:<expiresAt>`): a second raise of the same event adds nothing. */
    dedupeKey: text(),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    readAt: timestamp({ withTimezone: true }),
    /** A role's notification that needs no one any more (the article to review was decided). */
    resolvedAt: timestamp({ withTimezone: true }),
  },
  (table) => [
    index('notifications_user_idx').on(table.userId, table.id.desc()),
    index('notifications_unread_idx')
      .on(table.userId)
      .where(sql`${table.readAt} is null`),
    uniqueIndex('notifications_dedupe_idx').on(table.userId, table.dedupeKey),
    index('notifications_audience_idx')
      .on(table.audience, table.id.desc())
      .where(sql`${table.audience} is not null`),
    uniqueIndex('notifications_audience_dedupe_idx').on(table.audience, table.dedupeKey),
    check('notifications_one_addressee', sql`(${table.userId} is null) <> (${table.audience} is null)`),
  ],
)

/** Who has read a role's notification, and when (a user's own notification keeps `readAt` on its row). */
export const notificationReads = pgTable(
  'notification_reads',
  {
    notificationId: integer()
      .notNull()
      .references(() => notifications.id, { onDelete: 'cascade' }),
    userId: integer()
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    readAt: timestamp({ withTimezone: true }).notNull(),
  },
  (table) => [primaryKey({ columns: [table.notificationId, table.userId] })],
)

/**
 * The transactional outbox of Pi in-app notifications: written with the notification, sent later by
 * the outbox worker (notifications.outbox.ts). SENDING rows hold a lease (`nextAttemptAt`) so a
 * crashed sender's batch is retried, and no other instance takes it meanwhile.
 */
export const notificationOutbox = pgTable(
  'notification_outbox',
  {
    id: integer().primaryKey().generatedAlwaysAsIdentity(),
    notificationId: integer()
      .notNull()
      .references(() => notifications.id, { onDelete: 'cascade' }),
    userId: integer()
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    status: deliveryStatusEnum().notNull().default('PENDING'),
    attempts: integer().notNull().default(0),
    nextAttemptAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    sentAt: timestamp({ withTimezone: true }),
    lastError: text(),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    // A role's notification goes to the Pi app of each admin known when it was raised.
    uniqueIndex('notification_outbox_notification_idx').on(table.notificationId, table.userId),
    index('notification_outbox_due_idx')
      .on(table.nextAttemptAt)
      .where(sql`${table.status} in ('PENDING', 'SENDING')`),
    index('notification_outbox_sent_idx').on(table.userId, table.sentAt),
  ],
)

/** What a user agreed to at their last Pi sign-in, and the site language they used then (Pi notices' language). */
export const notificationSettings = pgTable('notification_settings', {
  userId: integer()
    .primaryKey()
    .references(() => users.id, { onDelete: 'cascade' }),
  /** The `in_app_notifications` scope was granted: Pi notifications may be sent. */
  piInApp: boolean().notNull().default(false),
  language: text().notNull().default('en'),
  updatedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
})

/**
 * Recurring background jobs (modules/notifications/scheduler.ts): one row per job name. An instance
 * runs a job only after moving `nextRunAt` forward in one UPDATE, so each run happens on one instance.
 */
export const scheduledJobs = pgTable('scheduled_jobs', {
  name: text().primaryKey(),
  nextRunAt: timestamp({ withTimezone: true }).notNull(),
  lastRunAt: timestamp({ withTimezone: true }),
  lastError: text(),
})
