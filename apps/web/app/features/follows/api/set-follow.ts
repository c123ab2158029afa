import type { FollowState } from '@spotlight/shared/schemas/follows'
import { api } from '#app/lib/api-client'
import { forgetRemote } from '#app/lib/use-remote'
import { FOLLOWS_REMOTE_KEY } from './list-follows'

export type FollowTarget = { kind: 'makers' | 'categories'; id: string }

/** PUT (follow) or DELETE (unfollow) /api/follows/{makers|categories}/{id}: idempotent both ways. */
export async function setFollow(target: FollowTarget, isFollowing: boolean): Promise<FollowState> {
  const path = `/api/follows/${target.kind}/${encodeURIComponent(target.id)}`
  const state = isFollowing
    ? await api.put<FollowState>(path, undefined, undefined, { signedIn: true })
    : await api.delete<FollowState>(path, undefined, { signedIn: true })
  forgetRemote(FOLLOWS_REMOTE_KEY)
  return state
}
