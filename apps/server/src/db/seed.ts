import { categories } from './schema/index'
import type { Db } from './client'

type CategorySeed = { name: string; slug: string; emoji: string; description: string }

/** The nine categories with icons in the spec, plus the hidden catch-all. */
export const DEFAULT_CATEGORIES: CategorySeed[] = [
  {
    name: 'Productivity Tools',
    slug: 'productivity-tools',
    emoji: '🛠️',
    description: 'Apps that help Pioneers get more done.',
  },
  { name: 'Marketplaces', slug: 'marketplaces', emoji: '🛒', description: 'Stores and marketplaces that accept Pi.' },
  {
    name: 'Social & Community',
    slug: 'social-and-community',
    emoji: '💬',
    description: 'Places where Pioneers meet and talk.',
  },
  { name: 'Digital Services', slug: 'digital-services', emoji: '💻', description: 'Online services paid in Pi.' },
  { name: 'Learning', slug: 'learning', emoji: '📚', description: 'Courses, tutorials and knowledge for Pioneers.' },
  {
    name: 'Travel & Experiences',
    slug: 'travel-and-experiences',
    emoji: '✈️',
    description: 'Trips, stays and experiences.',
  },
  { name: 'Finances', slug: 'finances', emoji: '💰', description: 'Wallets, tools and finance apps of the ecosystem.' },
  {
    name: 'Health & Wellness',
    slug: 'health-and-wellness',
    emoji: '🌿',
    description: 'Health, fitness and wellbeing.',
  },
  { name: 'Games', slug: 'games', emoji: '🎮', description: 'Games to play with Pi.' },
  { name: 'Sin categoría', slug: 'sin-categoria', emoji: '📁', description: 'Articles without a category.' },
]

/** Idempotent: existing categories (perhaps edited by an admin) are left as they are. */
export async function seedCategories(db: Db): Promise<void> {
  await db.insert(categories).values(DEFAULT_CATEGORIES).onConflictDoNothing({ target: categories.slug })
}
