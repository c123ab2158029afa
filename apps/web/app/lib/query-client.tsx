import { QueryClient, QueryClientProvider } from '@tanstack/react-query'
import { type ReactNode, useEffect, useState } from 'react'
import { useSession } from './session-store'

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

// One per tab, shared by every screen that provides it, so going from a dashboard to the advertise
// page's purchase and back keeps what was fetched.
let browserClient: QueryClient | undefined

/**
 * TanStack Query for the screens that use it: the dashboards, the editor, the QR pages and the
 * payment flow, all loaded on demand. It is not at the root: the public pages read through their
 * loaders and `useRemote`, and keep its ~10 KB out of their first load. A server render
 * gets a client of its own. What was fetched for a user is dropped when they sign out.
 */
export function QueryProvider({ children }: { children: ReactNode }) {
  const [client] = useState(() =>
    typeof document === 'undefined' ? makeQueryClient() : (browserClient ??= makeQueryClient()),
  )
  const username = useSession()?.username
  useEffect(() => {
    if (!username) client.clear()
  }, [client, username])
  return <QueryClientProvider client={client}>{children}</QueryClientProvider>
}
