import { describe, expect, it } from 'vitest'
import { databaseBefore } from '#src/test/migration-steps'

// Found by its name, not its number: migrations are renumbered when branches merge.
const MIGRATION_NAME = '_category_translations'

describe('migration 0024_category_translations', () => {
  it('moves every Spanish name and description into the translation table, losing none', async () => {
    const { client, applyIt } = await databaseBefore(MIGRATION_NAME)

    // Every combination the old columns allowed, hostile text included.
    await client.exec(`
      insert into categories (name, slug, description, name_es, description_es) values
        ('Both', 'both', 'Both things', 'Ambos', 'Ambas cosas'),
        ('Name only', 'name-only', null, 'Solo nombre', null),
        ('Description only', 'description-only', 'Text', null, 'Solo descripción'),
        ('Neither', 'neither', 'English only', null, null),
        ('Quotes', 'quotes', null, '<b>"Juegos" & ''más''</b>', '');
    `)
    const old = await client.query<{ slug: string; name_es: string | null; description_es: string | null }>(
      `select slug, name_es, description_es from categories
       where name_es is not null or description_es is not null order by slug`,
    )
    const untouched = await client.query('select id, name, slug, description, emoji from categories order by id')

    await applyIt()

    const moved = await client.query<{ slug: string; name_es: string | null; description_es: string | null }>(
      `select c.slug, t.name as name_es, t.description as description_es
       from category_translations t join categories c on c.id = t.category_id
       where t.language = 'es' order by c.slug`,
    )
    expect(moved.rows).toEqual(old.rows)
    expect(old.rows.length).toBeGreaterThanOrEqual(4)
    expect((await client.query('select count(*)::int as n from category_translations')).rows).toEqual([
      { n: moved.rows.length },
    ])
    // The English columns are as they were, and the Spanish ones are gone.
    expect((await client.query('select id, name, slug, description, emoji from categories order by id')).rows).toEqual(
      untouched.rows,
    )
    const columns = await client.query<{ column_name: string }>(
      `select column_name from information_schema.columns where table_name = 'categories'`,
    )
    expect(columns.rows.map((row) => row.column_name)).not.toContain('name_es')
    expect(columns.rows.map((row) => row.column_name)).not.toContain('description_es')
    // A category's translations go with it.
    await client.exec(`delete from categories where slug = 'both'`)
    expect((await client.query('select count(*)::int as n from category_translations')).rows).toEqual([
      { n: moved.rows.length - 1 },
    ])
    await client.close()
  })
})
