// The sanitiser pool runs real worker threads (loaded through tsx from the sources, as in dev).
import { afterEach, describe, expect, it } from 'vitest'
import { createContentSanitizer, type ContentSanitizer } from './sanitize-content-pool'

describe('the content sanitiser pool', () => {
  let sanitizer: ContentSanitizer | null = null
  afterEach(async () => {
    await sanitizer?.close()
    sanitizer = null
  })

  it('sanitises on a worker thread, as the inline sanitiser does', async () => {
    sanitizer = createContentSanitizer({ threads: 1 })
    await expect(sanitizer.run('<p onclick="x()">hi</p><script>x</script>', {})).resolves.toEqual({
      content: { html: '<p>hi</p>', imageCount: 0, isEmpty: false },
    })
  })

  it('refuses markup over the shape limits without sanitising it', async () => {
    sanitizer = createContentSanitizer({ threads: 1 })
    await expect(sanitizer.run('<ul><li>'.repeat(24_000), {})).resolves.toEqual({
      refused: 'must not nest elements more than 100 deep',
    })
  })

  it('stops a body that takes longer than the time limit and refuses it as too complex', async () => {
    sanitizer = createContentSanitizer({ threads: 1, timeLimitMs: 50 })
    await expect(sanitizer.run(`<p>${'&'.repeat(199_000)}</p>`, {})).resolves.toEqual({
      refused: 'is too complex to process',
    })
    // The stopped thread is replaced: the next body is sanitised.
    sanitizer = createContentSanitizer({ threads: 1 })
    await expect(sanitizer.run('<p>ok</p>', {})).resolves.toMatchObject({ content: { html: '<p>ok</p>' } })
  })

  it('answers 503 when more bodies wait than it queues; those that wait are sanitised in turn', async () => {
    sanitizer = createContentSanitizer({ threads: 1, maxWaiting: 1, timeLimitMs: 60_000 })
    const body = '<p>x</p>'
    const results = await Promise.allSettled([
      sanitizer.run(body, {}),
      sanitizer.run(body, {}),
      sanitizer.run(body, {}),
    ])
    expect(results.map((result) => result.status)).toEqual(['fulfilled', 'fulfilled', 'rejected'])
    expect((results[2] as PromiseRejectedResult).reason).toMatchObject({ statusCode: 503, code: 'SERVICE_UNAVAILABLE' })
    for (const result of results.slice(0, 2))
      expect((result as PromiseFulfilledResult<unknown>).value).toHaveProperty('content')
  })

  it('answers 503 when a body waits longer than the queue allows', async () => {
    sanitizer = createContentSanitizer({ threads: 1, queueWaitMs: 1 })
    const first = sanitizer.run('<p>x</p>', {})
    await expect(sanitizer.run('<p>x</p>', {})).rejects.toMatchObject({ statusCode: 503 })
    await first
  })
})
