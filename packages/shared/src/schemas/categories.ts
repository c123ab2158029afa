import { z } from 'zod'
import { ImageVariantsSchema } from './image-variants'
import { byTranslatedLanguage } from './translations'

/** A category's name and description in each language it is translated into (English: its own fields). */
export const CategoryTranslationsSchema = byTranslatedLanguage(
  z.object({ name: z.string(), description: z.string().nullable() }),
)

export const CategorySchema = z.object({
  id: z.number().int(),
  name: z.string(),
  slug: z.string(),
  description: z.string().nullable(),
  emoji: z.string().nullable(),
  headerImage: z.string().nullable(),
  // The header image's size and responsive copies when it is one of the site's uploads.
  headerImageVariants: ImageVariantsSchema.optional(),
  // The languages it is translated into; a language it is not translated into has no key. The
  // server always sends it; a body without it (an older client's cache) reads as no translation.
  translations: CategoryTranslationsSchema.default({}),
})
export type Category = z.infer<typeof CategorySchema>

/** GET /api/categories/admin (admin): every category with how many articles it holds. */
export const AdminCategorySchema = CategorySchema.extend({ articleCount: z.number().int().nonnegative() })
export type AdminCategory = z.infer<typeof AdminCategorySchema>

export const CategoryIdParamsSchema = z.object({ id: z.coerce.number().int().positive().max(2_147_483_647) })

const optionalText = (max: number) => z.string().trim().max(max).nullish()

/**
 * Body of POST /api/categories and PUT /api/categories/{id} (admin). `slug` may be empty: it is then
 * made from the name; when editing, the slug follows the name only if the name changed.
 */
export const CategoryInputSchema = z.object({
  name: z.string().trim().min(1, 'Name is required.').max(100),
  slug: optionalText(120),
  description: optionalText(1000),
  // Per translated language; an empty name means no translation in that language.
  translations: byTranslatedLanguage(z.object({ name: optionalText(100), description: optionalText(1000) })).nullish(),
  emoji: optionalText(16),
  // An http(s) URL, or the site's own upload (`/media/...`, local store) from the form's upload.
  headerImage: z
    .union([
      z.literal(''),
      z.url({ protocol: /^https?$/, error: 'must be an http(s) URL' }).max(2000),
      z
        .string()
        .max(2000)
        .regex(/^\/media\/(?!.*\.\.)[\w./-]+$/, 'must be an http(s) URL or an uploaded file'),
    ])
    .nullish(),
})
export type CategoryInput = z.infer<typeof CategoryInputSchema>
