import { z } from 'zod'

export const CategorySchema = z.object({
  id: z.number().int(),
  name: z.string(),
  slug: z.string(),
  description: z.string().nullable(),
  emoji: z.string().nullable(),
  headerImage: z.string().nullable(),
})
export type Category = z.infer<typeof CategorySchema>
