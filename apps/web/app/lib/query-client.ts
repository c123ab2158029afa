import { QueryClient } from '@tanstack/react-query'

/** One per server request and one per browser tab (root.tsx keeps it in state). */
export function makeQueryClient() {
  return new QueryClient({
    defaultOptions: {
      queries: {
        staleTime: 60_000, // avoids refetching right after hydration
        retry: 1,
        refetchOnWindowFocus: false,
      },
    },
  })
}
