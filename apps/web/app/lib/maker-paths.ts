/**
 * The maker pages' and follows' paths, beside `config/paths.ts` rather than in it: that object is in
 * every public page's first load, and these are only needed by the parts that link to them.
 */
export const makerPaths = {
  maker: (username: string) => `/makers/${encodeURIComponent(username)}`,
  /** Followed makers and categories; `?follow=makers&target=mia` asks to confirm that follow (the follow form without JavaScript). */
  following: '/user-dashboard/following',
  /** The maker's own bio and website, a section of the Following page. */
  makerProfile: '/user-dashboard/following#maker-profile',
  /** Verified makers: the maker's app addresses, their tokens and checks, a section of the Following page. */
  verification: '/user-dashboard/following#verification',
} as const
