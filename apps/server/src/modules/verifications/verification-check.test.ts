import { createServer, type Server } from 'node:http'
import type { AddressInfo } from 'node:net'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { checkHost } from './verification-check'

const TOKEN = 'spotlight-0123456789abcdef0123456789abcdef'
const DEVELOPMENT = { allowHttp: true, allowLoopback: true }

describe('checkHost: where the token counts', () => {
  let server: Server
  let base = ''
  const answer = { file: null as string | null, page: '', pageType: 'text/html' }

  beforeAll(async () => {
    server = createServer((request, response) => {
      if (request.url === '/.well-known/spotlight-verification.txt' && answer.file !== null) {
        response.writeHead(200, { 'content-type': 'text/plain' })
        return void response.end(answer.file)
      }
      if (request.url === '/') {
        response.writeHead(200, { 'content-type': answer.pageType })
        return void response.end(answer.page)
      }
      response.writeHead(404, { 'content-type': 'text/plain' })
      response.end()
    })
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
    base = `http://127.0.0.1:${(server.address() as AddressInfo).port}/`
  })
  afterAll(async () => {
    await new Promise<void>((resolve) => server.close(() => resolve()))
  })

  const run = () => checkHost(base, TOKEN, DEVELOPMENT)

  it.each([
    [`${TOKEN}\n`, true],
    [`  ${TOKEN}  `, true],
    [`${TOKEN} and more`, false],
    [`x${TOKEN}`, false],
    ['', false],
  ])('the file %j holds the token: %s', async (file, isOk) => {
    Object.assign(answer, { file, page: '', pageType: 'text/html' })
    expect((await run()).isOk).toBe(isOk)
  })

  it.each([
    [`<meta name="spotlight-verification" content="${TOKEN}">`, 'text/html', true],
    [`<META CONTENT='${TOKEN}' NAME='Spotlight-Verification' />`, 'text/html', true],
    [`<meta name=spotlight-verification content=${TOKEN}>`, 'text/html', true],
    [`<meta data-name="spotlight-verification" content="${TOKEN}">`, 'text/html', false],
    [`<meta name="spotlight-verification" content="${TOKEN}x">`, 'text/html', false],
    [`<meta name="other" content="${TOKEN}">`, 'text/html', false],
    [`<meta name="spotlight-verification" content="${TOKEN}">`, 'text/plain', false],
    [`<!-- ${TOKEN} -->`, 'text/html', false],
  ])('the page %j (%s) holds the token: %s', async (page, pageType, isOk) => {
    Object.assign(answer, { file: null, page, pageType })
    const result = await run()
    expect(result.isOk).toBe(isOk)
    if (!isOk) expect(result.outcome).toBe('TOKEN_MISSING')
  })
})
