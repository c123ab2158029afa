import pg from 'pg'
const client = new pg.Client({ connectionString: 'postgres://postgres@127.0.0.1:5432/hsp_bench' })
await client.connect()
const base = (snippet: string, count: string, q: string) => `
with query as (select spotlight_search_query('${q}') as tsq),
hit as (select a.id, a.publish_date, floor(case when a.search_head @@ query.tsq then ts_rank('{0,0.02,0.2,1}', a.search_head, query.tsq) else 0.001 end * 1000000)::integer as score
  from articles a cross join query where a.status = 'PUBLISHED' and a.publish_date <= current_date and a.search_vector @@ (select tsq from query)),
page as (select hit.*, ${count} as total from hit order by hit.score desc, hit.publish_date desc, hit.id desc limit 20)
select a.id, a.title, page.score, page.total, ${snippet} as snippet
from page join articles a on a.id = page.id left join categories c on c.id = a.category_id cross join query
order by page.score desc, page.publish_date desc, page.id desc`
const full = `spotlight_search_snippet(concat_ws(' — ', a.description, spotlight_html_text(left(a.content, 20000))), query.tsq)`
const variants: Record<string, string> = {
  full: base(full, 'count(*) over ()::integer', process.env.Q ?? 'wallet'),
  noSnippet: base(`''`, 'count(*) over ()::integer', process.env.Q ?? 'wallet'),
  noSnippetNoCount: base(`''`, '0', process.env.Q ?? 'wallet'),
  oneHeadline: base(`ts_headline('spotlight_en', concat_ws(' — ', a.description, spotlight_html_text(left(a.content, 20000))), query.tsq, 'MaxWords=28, MinWords=12, MaxFragments=2')`, 'count(*) over ()::integer', process.env.Q ?? 'wallet'),
  headlineDefault: base(`ts_headline('spotlight_en', concat_ws(' — ', a.description, spotlight_html_text(left(a.content, 20000))), query.tsq, 'MaxWords=28, MinWords=12')`, 'count(*) over ()::integer', process.env.Q ?? 'wallet'),
}
for (const [name, text] of Object.entries(variants)) {
  const times: number[] = []
  for (let i = 0; i < 15; i++) {
    const r = await client.query(`explain (analyze, timing off) ${text}`)
    times.push(Number(/Execution Time: ([\d.]+)/.exec(r.rows.map((x: any) => x['QUERY PLAN']).join('\n'))![1]))
  }
  times.sort((a, b) => a - b)
  console.log(name, 'best', times[0], 'median', times[7])
}
await client.end()
