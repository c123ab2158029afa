import { z } from 'zod'
import { ImageVariantsSchema } from './image-variants'

export const CategorySchema = z.object({
  id: z.number().int(),
  name: z.string(),
  slug: z.string(),
  description: z.string().nullable(),
  emoji: z.string().nullable(),
  headerImage: z.string().nullable(),
  // Beyond the spec: the header image's size and responsive copies when it is one of the site's uploads.
  headerImageVariants: ImageVariantsSchema.optional(),
  // Beyond the spec's fields: the Spanish name and description, null when not translated.
  nameEs: z.string().nullable().optional(),
  descriptionEs: z.string().nullable().optional(),
})
export type Category = z.infer<typeof CategorySchema>

/** GET /api/categories/admin (admin): every category with how many articles it holds. */
export const AdminCategorySchema = CategorySchema.extend({ articleCount: z.number().int().nonnegative() })
export type AdminCategory = z.infer<typeof AdminCategorySchema>

export const CategoryIdParamsSchema = z.object({ id: z.coerce.number().int().positive().max(2_147_483_647) })

const optionalText = (max: number) => z.string().trim().max(max).nullish()

/**
 * Body of POST /api/categories and PUT /api/categories/{id} (admin). `slug` may be empty: it is then
 * made from the name (spec section 5); when editing, the slug follows the name only if the name changed.
 */
export const CategoryInputSchema = z.object({
  name: z.string().trim().min(1, 'Name is required.').max(100),
  slug: optionalText(120),
  description: optionalText(1000),
  nameEs: optionalText(100),
  descriptionEs: optionalText(1000),
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
