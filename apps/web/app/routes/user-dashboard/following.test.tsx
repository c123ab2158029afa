import { describe, expect, it } from 'vitest'
import { action } from './following'

describe('/user-dashboard/following, the follow confirmation posted before the page’s script ran', () => {
  it('follows nobody on the server (the session is the browser’s): 303 back to the same confirmation', async () => {
    const body = new URLSearchParams({ follow: 'makers', target: 'mia' })
    const answer = (await action({
      request: new Request('http://localhost/user-dashboard/following?follow=makers&target=mia', {
        method: 'POST',
        body,
      }),
      params: {},
      context: {},
    } as unknown as Parameters<typeof action>[0])) as Response
    expect(answer.status).toBe(303)
    expect(answer.headers.get('location')).toBe('/user-dashboard/following?follow=makers&target=mia')
  })
})
