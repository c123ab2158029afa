import { describe, expect, it } from 'vitest'
import { pgliteRunner } from '#src/db/client'
import { applyModuleSql } from '#src/db/module-sql'
import { databaseBefore } from '#src/test/migration-steps'

// Found by its name, not its number: migrations are renumbered when branches merge.
const MIGRATION_NAME = '_search_languages'

describe('migration of search to every language', () => {
  it('queues every existing article, and the refresh indexes them in their language', async () => {
    const { client, applyIt } = await databaseBefore(MIGRATION_NAME)

    await client.exec(`
      insert into users (pi_uid, username) values ('uid-search', 'search');
      insert into articles (owner_id, company, app, title, description, content, publish_date, status, language)
      select id, 'Acme', 'Acme App', t, t, '<p>x</p>', '2025-01-01', s::article_status, l
      from users, (values ('一个钱包应用', 'PUBLISHED', 'zh-Hans'), ('지갑 앱을 소개합니다', 'PUBLISHED', 'ko'),
        ('Permainan catur', 'DRAFT', 'id')) as rows (t, s, l);
    `)
    const found = async (lexeme: string) =>
      (
        await client.query<{ title: string }>(
          `select title from articles where search_vector @@ to_tsquery('simple', $1) order by id`,
          [lexeme],
        )
      ).rows.map((row) => row.title)
    // The old index: a Han run and a Korean word with its particle are one lexeme each.
    expect(await found('应用')).toEqual([])

    await applyIt()
    await applyModuleSql(pgliteRunner(client))
    const queued = await client.query<{ count: number }>('select count(*)::integer as count from search_refresh_queue')
    expect(queued.rows).toEqual([{ count: 3 }])

    const taken = await client.query<{ taken: number }>('select spotlight_search_refresh_queued(10) as taken')
    expect(taken.rows).toEqual([{ taken: 3 }])
    expect(await found('应用')).toEqual(['一个钱包应用'])
    expect(await found('앱')).toEqual(['지갑 앱을 소개합니다'])
    expect(await found('main')).toEqual(['Permainan catur'])
    // The description's marks too: a Chinese pair at its own two characters, a Korean stem over its word.
    const marks = await client.query<{ pair: unknown; stem: unknown }>(
      `select search_marks -> '应用' as pair, search_marks -> '앱' as stem from articles order by id`,
    )
    expect(marks.rows.slice(0, 2)).toEqual([
      { pair: [[4, 6, 7]], stem: null },
      { pair: null, stem: [[3, 5, 7]] },
    ])
    const postings = await client.query<{ count: number }>(
      `select count(*)::integer as count from search_postings where lexeme = '应用'`,
    )
    expect(postings.rows).toEqual([{ count: 1 }])
    await client.close()
  })
})
