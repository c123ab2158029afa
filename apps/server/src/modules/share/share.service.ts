import type { Language } from '@spotlight/shared/domain/languages'
import { utcDate } from '@spotlight/shared/domain/rotation'
import { categoryDescription, categoryName } from '@spotlight/shared/domain/category-language'
import {
  articleCardVersion,
  categoryCardVersion,
  SHARE_CARD_DESIGN,
  shareCardPaths,
  type SiteCardPage,
} from '@spotlight/shared/domain/share-card'
import { makerCardVersion } from '@spotlight/shared/domain/maker-share-card'
import { isVisibleCategorySlug } from '@spotlight/shared/domain/slug'
import type { FastifyBaseLogger } from 'fastify'
import type { Db } from '#src/db/client'
import { AppError } from '#src/errors/app-error'
import { createArticleLookupService } from '#src/modules/articles/article-lookup.service'
import { isPublicArticle } from '#src/modules/articles/articles.service'
import { createCategoriesService } from '#src/modules/categories/categories.service'
import { createMakersService } from '#src/modules/makers/makers.service'
import { mediaRoot } from '#src/modules/media/media-static.plugin'
import { loadCardImage, type StoredMediaReader } from './card-image'
import type { CardRenderer } from './card-render'
import { createCardStore } from './card-store'
import { SHARE_TEXTS } from './share-texts'

export type ShareServiceDeps = {
  db: Db
  dataDir: string
  publicUrl: string
  log: FastifyBaseLogger
  /** Draws a card off the event loop (card-render.ts); the caller closes it. */
  renderer: Pick<CardRenderer, 'render'>
  /** The clock; a scheduled article has no card before its day. */
  now?: () => Date
  /** Reads uploads that are not on this disk (MEDIA_STORE=s3). */
  readStoredMedia?: StoredMediaReader
}

/** A card and the version it was drawn for (the `v` its address carries). */
export type Card = { png: Buffer; version: string }

export function createShareService({
  db,
  dataDir,
  publicUrl,
  log,
  renderer,
  now = () => new Date(),
  readStoredMedia,
}: ShareServiceDeps) {
  const articles = createArticleLookupService({ db })
  const categories = createCategoriesService({ db })
  const makers = createMakersService({ db, now })
  const store = createCardStore(dataDir)
  const media = mediaRoot(dataDir)

  /** A public article with its category, or the same 404 as the API's for anything else. */
  async function publicArticle(id: number) {
    const row = await articles.findWithCategory(id)
    if (!row || !isPublicArticle(row.article, utcDate(now()))) {
      throw new AppError('ARTICLE_NOT_FOUND', 'Article not found')
    }
    return row
  }

  async function visibleCategory(slug: string) {
    const category = isVisibleCategorySlug(slug) ? await categories.findBySlug(slug) : null
    if (!category) throw new AppError('CATEGORY_NOT_FOUND', 'Category not found')
    return category
  }

  return {
    publicArticle,
    visibleCategory,
    /** A maker with a public article (company and shown bio), or the maker pages' 404. */
    publicMaker: (username: string) => makers.getProfile(username),

    async articleCard(id: number, lang: Language): Promise<Card> {
      const { article, category } = await publicArticle(id)
      const version = articleCardVersion({ ...article, category })
      const png = await store.get({ kind: 'article', id: String(id), lang, version }, async () =>
        renderer.render({
          language: lang,
          kicker: category ? categoryName(category, lang) : null,
          title: article.title,
          footer: SHARE_TEXTS[lang].byLine(article.company, article.app),
          image: await loadCardImage(article.headerImage, media, log, readStoredMedia),
          emoji: null,
        }),
      )
      return { png, version }
    },

    async categoryCard(slug: string, lang: Language): Promise<Card> {
      const category = await visibleCategory(slug)
      const version = categoryCardVersion(category)
      const texts = SHARE_TEXTS[lang]
      const png = await store.get({ kind: 'category', id: slug, lang, version }, async () =>
        renderer.render({
          language: lang,
          kicker: texts.categoryKicker,
          title: texts.categoryTitle(categoryName(category, lang)),
          footer: categoryDescription(category, lang) ?? texts.categoryDescription,
          image: await loadCardImage(category.headerImage, media, log, readStoredMedia),
          emoji: category.emoji ?? null,
        }),
      )
      return { png, version }
    },

    /** A public maker's card: their company, their bio (or a line about their articles). */
    async makerCard(username: string, lang: Language): Promise<Card> {
      const maker = await makers.getProfile(username)
      const version = makerCardVersion(maker)
      const texts = SHARE_TEXTS[lang]
      const png = await store.get({ kind: 'maker', id: maker.username, lang, version }, () =>
        renderer.render({
          language: lang,
          kicker: texts.makerKicker,
          title: maker.company,
          footer: maker.bio ?? texts.makerDescription(maker.company),
          image: null,
          emoji: null,
        }),
      )
      return { png, version }
    },

    async siteCard(page: SiteCardPage, lang: Language): Promise<Card> {
      const texts = SHARE_TEXTS[lang]
      const version = SHARE_CARD_DESIGN
      const png = await store.get({ kind: 'site', id: page, lang, version }, () =>
        renderer.render({
          language: lang,
          kicker: texts.siteKicker,
          title: page === 'home' ? texts.homeHeading : texts.advertiseHeading,
          footer: new URL(publicUrl).host,
          image: null,
          emoji: null,
        }),
      )
      return { png, version }
    },

    cardPaths: shareCardPaths,
  }
}
export type ShareService = ReturnType<typeof createShareService>

/** The site's name and description in a language, as its share cards say them (feeds use them too). */
export function siteTexts(language: Language): { title: string; description: string } {
  const texts = SHARE_TEXTS[language]
  return { title: texts.homeTitle, description: texts.homeDescription }
}
