import { utcDate } from '@spotlight/shared/domain/rotation'
import type { Config } from '#src/config/env'
import type { Db } from '#src/db/client'
import { mediaRoot } from '#src/modules/media/media-static.plugin'
import { seedActivePromotion } from '#src/modules/promotions/promotions.service'
import {
  DEMO_CATEGORY_TRANSLATIONS,
  type DemoCategorySlug,
  type TranslatedLanguage,
} from './demo-category-translations'
import { DEMO_ARTICLES, DEMO_PI_UID, DEMO_USERNAME, demoContentHtml } from './demo-content'
import { DEMO_IMAGE_HEIGHT, DEMO_IMAGE_WIDTH, ensureDemoImage, type DemoImage } from './demo-images'
import {
  DEMO_VIDEO_DURATION_S,
  DEMO_VIDEO_HEIGHT,
  DEMO_VIDEO_WIDTH,
  ensureDemoVideo,
  type DemoVideo,
} from './demo-videos'
import { createDemoRepository } from './demo.repository'
import { DEMO_READERS, DEMO_REVIEWS } from './demo-reviews'
import { seedReviews } from '#src/modules/reviews/reviews.service'
import { createFollowsService } from '#src/modules/follows/follows.service'

const DAY_MS = 24 * 60 * 60 * 1000

export type DemoSeedResult = { seeded: true; articleIds: number[] } | { seeded: false; reason: string }

export type DemoSeedOptions = {
  log?: (message: string) => void
  now?: Date
}

/**
 * The living demo, so a newcomer sees a working site: on a development start with no article at all, a demo publisher, a
 * dozen "[Demo]" articles across the visible categories with generated header images, a few
 * slider promotions whose articles carry a short promo video, and the starting categories' names
 * and descriptions in every language of the registry. Never in production (checked here too, not only by the config); SEED_DEMO=0
 * turns it off; a database that has ever had articles is left alone.
 */
export async function seedDemo(
  db: Db,
  config: Pick<Config, 'seedDemo' | 'isProduction' | 'dataDir'>,
  options: DemoSeedOptions = {},
): Promise<DemoSeedResult> {
  if (config.isProduction) return { seeded: false, reason: 'production' }
  if (!config.seedDemo) return { seeded: false, reason: 'disabled (SEED_DEMO=0)' }
  if ((await createDemoRepository(db).countArticles()) > 0) return { seeded: false, reason: 'articles exist' }

  const now = options.now ?? new Date()
  const images = new Map<string, DemoImage>()
  for (const [index, article] of DEMO_ARTICLES.entries()) {
    images.set(article.slug, await ensureDemoImage(mediaRoot(config.dataDir), article.slug, article.colors, index))
  }
  // The promoted articles get a short promo video, so the home and category sliders have something to play.
  const videos = new Map<string, DemoVideo>()
  for (const article of DEMO_ARTICLES.filter((item) => item.promotion)) {
    videos.set(article.slug, await ensureDemoVideo(mediaRoot(config.dataDir), article.slug))
  }

  const result = await db.transaction(async (tx) => {
    const repo = createDemoRepository(tx)
    await repo.lockSeed()
    // Checked again under the lock: another instance may have seeded in the meantime.
    if ((await repo.countArticles()) > 0) return { seeded: false as const, reason: 'articles exist' }

    const categoryRows = await repo.listCategories()
    const categoryIds = new Map(categoryRows.map((row) => [row.slug, row.id]))
    await repo.insertCategoryTranslations(
      categoryRows.flatMap(({ id, slug }) =>
        Object.hasOwn(DEMO_CATEGORY_TRANSLATIONS.es, slug)
          ? (Object.keys(DEMO_CATEGORY_TRANSLATIONS) as TranslatedLanguage[]).map((language) => ({
              categoryId: id,
              language,
              ...DEMO_CATEGORY_TRANSLATIONS[language][slug as DemoCategorySlug],
            }))
          : [],
      ),
    )
    const ownerId = await repo.findOrInsertUser({ piUid: DEMO_PI_UID, username: DEMO_USERNAME })
    const articleIds: number[] = []

    for (const [index, article] of DEMO_ARTICLES.entries()) {
      const image = images.get(article.slug)!
      const video = videos.get(article.slug)
      const categoryId = categoryIds.get(article.categorySlug) ?? null
      const articleId = await repo.insertArticle({
        ownerId,
        company: article.company,
        app: article.app,
        title: article.title,
        description: article.description,
        language: article.language ?? 'en',
        categoryId,
        content: demoContentHtml(article),
        headerImage: image.url,
        headerImagePublicId: image.publicId,
        headerImageUploadDate: now,
        ...(video && { promoVideo: video.url, promoVideoPublicId: video.publicId, promoVideoUploadDate: now }),
        // One a day, newest first, so the list shows a spread of dates.
        publishDate: utcDate(new Date(now.getTime() - index * DAY_MS)),
        status: 'PUBLISHED',
      })
      articleIds.push(articleId)
      await repo.upsertMedia({
        ownerId,
        kind: 'IMAGE',
        publicId: image.publicId,
        url: image.url,
        bytes: image.bytes,
        width: DEMO_IMAGE_WIDTH,
        height: DEMO_IMAGE_HEIGHT,
        articleId,
      })
      if (video) {
        await repo.upsertMedia({
          ownerId,
          kind: 'VIDEO',
          publicId: video.publicId,
          url: video.url,
          bytes: video.bytes,
          width: DEMO_VIDEO_WIDTH,
          height: DEMO_VIDEO_HEIGHT,
          durationS: DEMO_VIDEO_DURATION_S,
          articleId,
        })
      }
      if (article.promotion) {
        await seedActivePromotion({ articleId, planType: article.promotion, categoryId }, now, tx)
      }
    }
    // A few readers' reviews (one with the maker's reply), so the ratings show from the first visit.
    const readerIds: number[] = []
    for (const username of DEMO_READERS)
      readerIds.push(await repo.findOrInsertUser({ piUid: `sim-uid-${username}`, username }))
    await seedReviews(
      tx,
      DEMO_REVIEWS.map((review, index) => ({
        articleId: articleIds[review.article]!,
        authorId: readerIds[review.reader]!,
        ownerId,
        rating: review.rating,
        text: review.text,
        ...(review.reply ? { reply: review.reply } : {}),
        at: new Date(now.getTime() - (index + 1) * 3_600_000),
      })),
    )
    // Two readers follow the demo maker and one a category, so follower counts and Following show too.
    const follows = createFollowsService({ db: tx, now: () => now })
    for (const readerId of readerIds.slice(0, 2)) await follows.followMaker({ userId: readerId }, DEMO_USERNAME)
    const followedCategory = DEMO_ARTICLES[0]!.categorySlug
    await follows.followCategory({ userId: readerIds[2]! }, followedCategory)
    return { seeded: true as const, articleIds }
  })

  if (result.seeded) options.log?.(`demo content: ${result.articleIds.length} sample articles (SEED_DEMO=0 to skip)`)
  return result
}
