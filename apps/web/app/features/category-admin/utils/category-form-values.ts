import { slugify } from '@spotlight/shared/domain/slug'
import type { AdminCategory, CategoryInput } from '@spotlight/shared/schemas/categories'

export type CategoryFormValues = {
  name: string
  nameEs: string
  description: string
  descriptionEs: string
  emoji: string
  headerImage: string
}

export const EMPTY_VALUES: CategoryFormValues = {
  name: '',
  nameEs: '',
  description: '',
  descriptionEs: '',
  emoji: '',
  headerImage: '',
}

export const valuesOf = (category: AdminCategory): CategoryFormValues => ({
  name: category.name,
  nameEs: category.nameEs ?? '',
  description: category.description ?? '',
  descriptionEs: category.descriptionEs ?? '',
  emoji: category.emoji ?? '',
  headerImage: category.headerImage ?? '',
})

/**
 * The slug the server will store (spec section 5, the shared rule): made from the name, except when
 * editing with the name unchanged, where the existing slug stays.
 */
export function slugPreview(name: string, editing: AdminCategory | null): string {
  if (editing && name.trim() === editing.name) return editing.slug
  return slugify(name)
}

/** The request body: trimmed, empty optional fields sent empty (the server stores them as null). */
export const toInput = (values: CategoryFormValues): CategoryInput => ({
  name: values.name.trim(),
  nameEs: values.nameEs.trim(),
  description: values.description.trim(),
  descriptionEs: values.descriptionEs.trim(),
  emoji: values.emoji.trim(),
  headerImage: values.headerImage.trim(),
})
