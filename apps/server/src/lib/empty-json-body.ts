import type { FastifyInstance } from 'fastify'

/**
 * Takes a request labelled JSON with no body at all as a request without a body. The API contract's
 * client labels every request JSON, the body-less ones too (PUT /api/articles/{id}/submit and /approve,
 * the DELETEs); Fastify's own parser refuses those with a 400. A route that needs a body still refuses
 * the request, through its schema. Anything else goes through Fastify's own (poisoning-safe) parser.
 */
export function acceptEmptyJsonBody(app: FastifyInstance) {
  const parseJson = app.getDefaultJsonParser('error', 'error')
  app.removeContentTypeParser('application/json')
  app.addContentTypeParser('application/json', { parseAs: 'string' }, (request, body, done) => {
    const text = typeof body === 'string' ? body : body.toString('utf8')
    if (text === '') return done(null, undefined)
    parseJson(request, text, done)
  })
}
