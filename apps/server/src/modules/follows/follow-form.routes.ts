import type { FastifyInstance } from 'fastify'
import { AppError } from '#src/errors/app-error'
import { acceptHtmlForms, formFields, pathOnThisSite, htmlFormRoute, seeOther, withOutcome } from '#src/lib/html-forms'
import type { FollowsService } from './follows.service'

export type FollowFormOptions = { follows: FollowsService }

/** The page that signs a visitor in and then asks to confirm the follow (the web's Following page). */
const FOLLOWING_PAGE = '/user-dashboard/following'
const FORM_BYTES = 4_096

type Kind = 'makers' | 'categories'
type FollowForm = { kind: Kind; id: string; isFollow: boolean; next: string }

function readForm(body: unknown): FollowForm | null {
  const fields = formFields(body)
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

const OUTCOMES = ['followed', 'unfollowed', 'follow_failed', 'follow_self']

/** `path` with one more query parameter, the follow's outcome for the page to say. */
const outcomeOf = (path: string, name: string, value: string) => withOutcome(path, OUTCOMES, { [name]: value })

/**
 * `POST /follow`: the follow button's own HTML form, for readers whose page has no script yet (or
 * none at all). The session comes from its cookie; the answer sends the reader back to the page
 * (`next`) saying what happened (`?followed=makers/mia`, `?unfollowed=…`, `?follow_self=…`, `?follow_failed=…`). A
 * visitor without a session goes to the Following page, which signs them in and asks to confirm.
 */
export async function followFormModule(app: FastifyInstance, { follows }: FollowFormOptions) {
  acceptHtmlForms(app, FORM_BYTES)

  app.post('/follow', htmlFormRoute(FORM_BYTES), async (request, reply) => {
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
    // As the API: a suspended account adds nobody to a maker's public follower count.
    if (form.kind === 'makers' && form.isFollow && request.user.suspendedAt)
      return seeOther(reply, outcomeOf(form.next, 'follow_failed', target))
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
        outcomeOf(form.next, error.code === 'FOLLOW_SELF' ? 'follow_self' : 'follow_failed', target),
      )
    }
    return seeOther(reply, outcomeOf(form.next, form.isFollow ? 'followed' : 'unfollowed', target))
  })
}
