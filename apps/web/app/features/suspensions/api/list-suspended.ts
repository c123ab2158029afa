import { infiniteQueryOptions, useInfiniteQuery } from '@tanstack/react-query'
import { SuspendedAccountsSchema } from '@spotlight/shared/schemas/suspension'
import { requestPage } from '#app/lib/api-client'

/** The start of every suspension query's key: a suspension or a lift invalidates them all. */
export const suspensionsKey = ['suspensions'] as const

/** One account of the list (the schema is the whole page's array). */
const SuspendedAccountSchema = SuspendedAccountsSchema.element

/**
 * GET /api/admin/suspensions?limit&cursor (admin): one page of the accounts suspended now, the latest
 * first; the next page's cursor in `X-Next-Cursor`, how many are suspended in all in `X-Total-Count`.
 */
export const listSuspended = (cursor: string | null, limit = 50) =>
  requestPage(
    `/api/admin/suspensions?${new URLSearchParams({ limit: String(limit), ...(cursor ? { cursor } : {}) }).toString()}`,
    SuspendedAccountSchema,
    { signedIn: true },
  )

export const suspendedAccountsQuery = () =>
  infiniteQueryOptions({
    queryKey: [...suspensionsKey, 'list'],
    queryFn: ({ pageParam }) => listSuspended(pageParam),
    initialPageParam: null as string | null,
    getNextPageParam: (page) => page.nextCursor,
    staleTime: 0,
  })

export const useSuspendedAccounts = () => useInfiniteQuery(suspendedAccountsQuery())
