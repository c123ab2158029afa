// Runs on a worker thread of the sanitiser pool (sanitize-content-pool.ts): the shape check and the
// sanitiser are synchronous and their cost grows with what an author sends, so they never run on the
// thread that answers requests. Bundled as dist/sanitize-content-worker.js (apps/server/build.mjs).
import type { MediaOrigins } from '@spotlight/shared/html/allow-list'
import { sanitizeArticleContent, type SanitizedContent } from './sanitize-content'
import { refuseContentShape } from './sanitize-content-shape'

export type SanitizeTask = { html: string; origins: MediaOrigins }
export type SanitizeOutcome = { refused: string } | { content: SanitizedContent }

/** Refuses markup too deep or too large before sanitising it; otherwise sanitises. */
export default function sanitizeTask(task: SanitizeTask): SanitizeOutcome {
  const refused = refuseContentShape(task.html)
  if (refused) return { refused }
  return { content: sanitizeArticleContent(task.html, task.origins) }
}
