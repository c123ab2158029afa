// The daily digest of follows' news: one notification per user and UTC day, which each new item
// replaces with an updated one (so it is unread again and first in the list), and one Pi delivery
// at the end of that day carrying the day's total.
import { and, eq } from 'drizzle-orm'
import { utcDate } from '@spotlight/shared/domain/rotation'
import type { Db } from '#src/db/client'
import { notifications } from '#src/db/schema/index'
import type { NamesIn } from './notification-texts'
import { createNotificationsRepository } from './notifications.repository'

/**
 * One newly public article a follower hears of. `source`: the maker's company, or the category's English
 * name with its translations (`source:es`…: the digest is read in each follower's language).
 */
export type FollowedNewsItem = { articleId: number; articleTitle: string; source: string } & NamesIn<'source'>

const keyOf = (day: string) => `followed-news:${day}`

/** Midnight UTC after `at`: when the day's digest goes to the Pi app. */
export function endOfUtcDay(at: Date): Date {
  const end = new Date(at)
  end.setUTCHours(24, 0, 0, 0)
  return end
}

/** What an item stores: all but its article's id (kept in the notification's own column). */
function withoutArticleId({ articleId: _articleId, ...stored }: FollowedNewsItem) {
  return stored
}

export async function addFollowedNews(tx: Db, userId: number, item: FollowedNewsItem, at: Date): Promise<void> {
  // A digest made meanwhile by another transaction makes our insert a no-op: fold into it instead.
  for (let attempt = 0; attempt < 3; attempt++) {
    if (await foldInto(tx, userId, item, at)) return
  }
}

async function foldInto(tx: Db, userId: number, item: FollowedNewsItem, at: Date): Promise<boolean> {
  const dedupeKey = keyOf(utcDate(at))
  // Locked: two announcements for one follower at once fold one after the other, never both from 0.
  const [previous] = await tx
    .select({ id: notifications.id, params: notifications.params })
    .from(notifications)
    .where(and(eq(notifications.userId, userId), eq(notifications.dedupeKey, dedupeKey)))
    .for('update')
  const count = Number(previous?.params.count ?? 0) + 1
  if (previous) await tx.delete(notifications).where(eq(notifications.id, previous.id))
  const repo = createNotificationsRepository(tx)
  const id = await repo.insertWithOutbox({
    userId,
    type: 'FOLLOWED_NEWS',
    articleId: count === 1 ? item.articleId : null,
    // The newest item names the digest: its source in every language it was given in.
    params: { ...withoutArticleId(item), count },
    link: count === 1 ? `/articles/${item.articleId}` : '/user-dashboard/following',
    dedupeKey,
    at,
  })
  if (id === null) return false
  await repo.deferDelivery(id, endOfUtcDay(at))
  return true
}
