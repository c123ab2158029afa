import type { TestApp } from './build-test-app'

/**
 * Posts a plain HTML form as a browser sends it with no script: urlencoded fields and the headers a
 * same-site post carries; `headers` adds to them or replaces them (a cookie, another site's post).
 * Redirects are not followed: the form's answer is its 303.
 */
export function postForm(
  t: TestApp,
  path: string,
  fields: Record<string, string>,
  headers: Record<string, string> = {},
) {
  return t.request(path, {
    method: 'POST',
    redirect: 'manual',
    headers: {
      'content-type': 'application/x-www-form-urlencoded',
      origin: t.url,
      'sec-fetch-site': 'same-origin',
      ...headers,
    },
    body: new URLSearchParams(fields).toString(),
  })
}

/** Where a form's 303 sends the reader: its path, its query as an object, and its fragment. */
export function locationOf(response: Response) {
  const url = new URL(response.headers.get('location') ?? '', 'http://here')
  return { path: url.pathname, query: Object.fromEntries(url.searchParams), hash: url.hash }
}
