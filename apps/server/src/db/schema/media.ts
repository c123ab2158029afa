import { index, integer, pgTable, real, text, timestamp } from 'drizzle-orm/pg-core'
import { articles } from './articles'
import { mediaKindEnum } from './enums'
import { users } from './users'

/** Every uploaded file, so that orphans can be found and removed. */
export const media = pgTable(
  'media',
  {
    id: integer().primaryKey().generatedAlwaysAsIdentity(),
    ownerId: integer()
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    kind: mediaKindEnum().notNull(),
    publicId: text().notNull().unique(),
    url: text().notNull(),
    bytes: integer().notNull(),
    width: integer(),
    height: integer(),
    durationS: real(),
    /**
     * Widths whose AVIF and WebP copies exist: null until they are made (local store), set
     * at once for Cloudinary (its delivery transformations make them). Pages ask for these only.
     */
    variantWidths: integer().array(),
    articleId: integer().references(() => articles.id, { onDelete: 'set null' }),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    index('media_owner_idx').on(table.ownerId),
    index('media_article_idx').on(table.articleId),
    // Read payloads find an image's size and copies by its address (articles and categories keep the URL).
    index('media_url_idx').on(table.url),
  ],
)
