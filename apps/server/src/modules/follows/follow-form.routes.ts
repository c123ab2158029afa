import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify'
import { AppError } from '#src/errors/app-error'
import type { FollowsService } from './follows.service'

export type FollowFormOptions = { follows: FollowsService }

/** The page that signs a visitor in and then asks to confirm the follow (the web's Following page). */
const FOLLOWING_PAGE = '/user-dashboard/following'
const FORM_BYTES = 4_096

type Kind = 'makers' | 'categories'
type FollowForm = { kind: Kind; id: string; isFollow: boolean; next: string }

/** `next` when it is a path of this site (`/…`, not `//host` or `/\host`, no control character), else null. */
export function pathOnThisSite(next: unknown): string | null {
  if (typeof next !== 'string' || next.length > 2_000 || !/^\/(?![/\\])/.test(next)) return null
  return [...next].some((character) => character < ' ' || character === '\x7f') ? null : next
}

function readForm(body: unknown): FollowForm | null {
  const fields = body instanceof URLSearchParams ? body : new URLSearchParams()
  const kind = fields.get('follow')
  const id = fields.get('target')
  if ((kind !== 'makers' && kind !== 'categories') || !id || id.length > 200) return null
  const ownPage = kind === 'makers' ? `/makers/${encodeURIComponent(id)}` : `/category/${encodeURIComponent(id)}`
  return {
    kind,
    id,
    isFollow: fields.get('intent') !== 'unfollow',
    next: pathOnThisSite(fields.get('next')) ?? ownPage,
  }
}

/**
 * Only a post this site's own page made: a browser says so in `Sec-Fetch-Site`, or else in `Origin`.
 * The session cookie is sent with any site's post in the Pi Browser's frame (SameSite=None).
 */
function isFromThisSite(request: FastifyRequest): boolean {
  const site = request.headers['sec-fetch-site']
  if (site !== undefined) return site === 'same-origin'
  const origin = request.headers.origin
  if (!origin) return false
  try {
    return new URL(origin).host === request.headers.host
  } catch {
    return false
  }
}

/** `path` with one more query parameter, the follow's outcome for the page to say. */
function withOutcome(path: string, name: string, value: string): string {
  const url = new URL(path, 'http://here')
  for (const outcome of ['followed', 'unfollowed', 'follow_failed', 'follow_self']) url.searchParams.delete(outcome)
  url.searchParams.set(name, value)
  return `${url.pathname}${url.search}${url.hash}`
}

function seeOther(reply: FastifyReply, location: string) {
  return reply.code(303).header('cache-control', 'no-store').header('location', location).send()
}

/**
 * `POST /follow`: the follow button's own HTML form, for readers whose page has no script yet (or
 * none at all). The session comes from its cookie; the answer sends the reader back to the page
 * (`next`) saying what happened (`?followed=makers/mia`, `?unfollowed=…`, `?follow_self=…`, `?follow_failed=…`). A
 * visitor without a session goes to the Following page, which signs them in and asks to confirm.
 */
export async function followFormModule(app: FastifyInstance, { follows }: FollowFormOptions) {
  app.addContentTypeParser(
    'application/x-www-form-urlencoded',
    { parseAs: 'string', bodyLimit: FORM_BYTES },
    (_request, body, done) => done(null, new URLSearchParams(body as string)),
  )

  app.post('/follow', async (request, reply) => {
    if (!isFromThisSite(request)) throw new AppError('FORBIDDEN', 'This form only works from this site.')
    const form = readForm(request.body)
    if (!form) return seeOther(reply, '/')
    await app.identifyFromSessionCookie(request)
    const target = `${form.kind}/${form.id}`

    if (!request.user) {
      const signIn = new URLSearchParams(form.isFollow ? { follow: form.kind, target: form.id } : {})
      signIn.set('next', form.next)
      return seeOther(reply, `${FOLLOWING_PAGE}?${signIn}`)
    }

    const follower = { userId: request.user.userId }
    try {
      if (form.kind === 'makers') {
        await (form.isFollow ? follows.followMaker : follows.unfollowMaker)(follower, form.id)
        app.publicReads.changed({ maker: form.id })
      } else {
        await (form.isFollow ? follows.followCategory : follows.unfollowCategory)(follower, form.id)
      }
    } catch (error) {
      // Oneself (the maker's own page), or a maker or category gone: the page says which.
      if (!(error instanceof AppError)) throw error
      return seeOther(
        reply,
        withOutcome(form.next, error.code === 'FOLLOW_SELF' ? 'follow_self' : 'follow_failed', target),
      )
    }
    return seeOther(reply, withOutcome(form.next, form.isFollow ? 'followed' : 'unfollowed', target))
  })
}
