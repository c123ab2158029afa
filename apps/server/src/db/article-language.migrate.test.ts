import { describe, expect, it } from 'vitest'
import { databaseBefore } from '#src/test/migration-steps'

// Found by its name, not its number: migrations are renumbered when branches merge.
const MIGRATION_NAME = '_article_language'

describe('migration of the article language', () => {
  it('gives every existing article English, keeps the rest of it, and the column defaults to English', async () => {
    const { client, applyIt } = await databaseBefore(MIGRATION_NAME)

    await client.exec(`
      insert into users (pi_uid, username) values ('uid-lan', 'lan');
      insert into articles (owner_id, company, app, title, description, content, publish_date, status)
      select id, 'Acme', 'Acme App', 'Xin chào', 'Old', '<p>x</p>', ('2025-01-0' || n)::date, s::article_status
      from users, (values (1, 'PUBLISHED'), (2, 'DRAFT'), (3, 'REJECTED')) as rows (n, s);
    `)
    const untouched = await client.query('select id, title, status, publish_date from articles order by id')

    await applyIt()

    const rows = await client.query<{ language: string }>('select language from articles order by id')
    expect(rows.rows).toEqual([{ language: 'en' }, { language: 'en' }, { language: 'en' }])
    expect((await client.query('select id, title, status, publish_date from articles order by id')).rows).toEqual(
      untouched.rows,
    )
    const column = await client.query<{ is_nullable: string; column_default: string }>(
      `select is_nullable, column_default from information_schema.columns
       where table_name = 'articles' and column_name = 'language'`,
    )
    expect(column.rows).toEqual([{ is_nullable: 'NO', column_default: "'en'::text" }])
    const index = await client.query(`select 1 from pg_indexes where indexname = 'articles_language_idx'`)
    expect(index.rows).toHaveLength(1)
    await client.close()
  })
})
