import { HIDDEN_CATEGORY_SLUG } from './limits'

/**
 * Category slug rule: lowercase, trimmed, '&' becomes 'and', every run of
 * non-alphanumeric characters becomes one hyphen, no leading or trailing hyphen.
 */
export function slugify(name: string): string {
  return name
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .trim()
    .toLowerCase()
    .replace(/&/g, ' and ')
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
}

export const SLUG_PATTERN = /^[a-z0-9]+(?:-[a-z0-9]+)*$/

export function isVisibleCategorySlug(slug: string): boolean {
  return slug !== HIDDEN_CATEGORY_SLUG
}

/** 'social-and-community' → 'Social And Community' (the public category page heading). */
export function titleCaseSlug(slug: string): string {
  return slug
    .split('-')
    .filter(Boolean)
    .map((word) => word.charAt(0).toUpperCase() + word.slice(1))
    .join(' ')
}
