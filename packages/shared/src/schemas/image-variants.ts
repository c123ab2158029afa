import { z } from 'zod'
import type { ImageVariants } from '../domain/image-variants'

/**
 * An image's size and responsive copies in the read payloads (see domain/image-variants.ts). The
 * server writes it and the web reads it: kept to plain types, since the web's first load carries it.
 */
export const ImageVariantsSchema = z.object({
  width: z.number(),
  height: z.number(),
  widths: z.array(z.number()),
  avif: z.string().optional(),
  webp: z.string().optional(),
  poster: z.string().optional(),
}) satisfies z.ZodType<ImageVariants>
