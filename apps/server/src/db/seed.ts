import { categories } from './schema/index'
import type { Db } from './client'

type CategorySeed = { name: string; slug: string; emoji: string; description: string }

const category = (name: string, slug: string, emoji: string, description: string): CategorySeed => ({
  name,
  slug,
  emoji,
  description,
})

/** The nine categories the site starts with, each with its own icon, plus the hidden catch-all. */
export const DEFAULT_CATEGORIES: CategorySeed[] = [
  category('Productivity Tools', 'productivity-tools', '🛠️', 'Apps that help Pioneers get more done.'),
  category('Marketplaces', 'marketplaces', '🛒', 'Stores and marketplaces that accept Pi.'),
  category('Social & Community', 'social-and-community', '💬', 'Places where Pioneers meet and talk.'),
  category('Digital Services', 'digital-services', '💻', 'Online services paid in Pi.'),
  category('Learning', 'learning', '📚', 'Courses, tutorials and knowledge for Pioneers.'),
  category('Travel & Experiences', 'travel-and-experiences', '✈️', 'Trips, stays and experiences.'),
  category('Finances', 'finances', '💰', 'Wallets, tools and finance apps of the ecosystem.'),
  category('Health & Wellness', 'health-and-wellness', '🌿', 'Health, fitness and wellbeing.'),
  category('Games', 'games', '🎮', 'Games to play with Pi.'),
  category('Sin categoría', 'sin-categoria', '📁', 'Articles without a category.'),
]

/** Idempotent: existing categories (perhaps edited by an admin) are left as they are. */
export async function seedCategories(db: Db): Promise<void> {
  await db.insert(categories).values(DEFAULT_CATEGORIES).onConflictDoNothing({ target: categories.slug })
}
