import { queryOptions, useQuery } from '@tanstack/react-query'
import { SessionLinkSchema } from '@spotlight/shared/schemas/session-links'
import { api } from '#app/lib/api-client'

/** What the phone shows before confirming: the desktop's browser and when its code was made. */
export const getSessionLink = (code: string) =>
  api.get(`/api/session-links/${encodeURIComponent(code)}`, SessionLinkSchema)

export const sessionLinkQuery = (code: string) =>
  queryOptions({
    queryKey: ['session-links', code],
    queryFn: () => getSessionLink(code),
    // Expired, used and unknown codes are final answers, and the page must not refetch behind the user.
    retry: false,
    staleTime: Infinity,
    refetchOnWindowFocus: false,
  })

export const useSessionLink = (code: string, { enabled }: { enabled: boolean }) =>
  useQuery({ ...sessionLinkQuery(code), enabled })
