// The benchmark's yardstick: a bare node:http server that answers each benchmarked path with the
// very bytes and content headers the real server sent, from memory. Forked by scripts/bench.mjs
// (its own process and event loop, like the server it is compared with); the bodies arrive over IPC.
import http from 'node:http'

process.once('message', ({ responses }) => {
  const byPath = new Map(
    responses.map(({ path, contentType, body, status = 200 }) => [
      path,
      { contentType, body: Buffer.from(body, 'base64'), status },
    ]),
  )
  const server = http.createServer((request, response) => {
    const entry = byPath.get(request.url ?? '')
    if (!entry) {
      response.writeHead(404).end()
      return
    }
    if (entry.status === 204) {
      // The beacon's yardstick: read the body, answer 204 with nothing (what POST /api/events answers).
      request.resume()
      request.once('end', () => response.writeHead(204).end())
      return
    }
    response.writeHead(200, { 'content-type': entry.contentType, 'content-length': entry.body.length })
    response.end(entry.body)
  })
  server.keepAliveTimeout = 60_000
  server.listen(0, '127.0.0.1', () => process.send({ port: server.address().port }))
  process.once('disconnect', () => server.close(() => process.exit(0)))
})
