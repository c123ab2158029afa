import { QueryClientProvider } from '@tanstack/react-query'
import { render } from '@testing-library/react'
import type { ReactNode } from 'react'
import { createRoutesStub } from 'react-router'
import { FALLBACK_CONFIG, type RootData } from '#app/lib/public-config'
import { I18nProvider } from '#app/lib/i18n'
import { makeQueryClient } from '#app/lib/query-client'
import { forgetRemote } from '#app/lib/use-remote'

/**
 * Renders UI the way the app does: a real router whose root route is named "root" and returns the
 * root loader's shape, the real i18n catalogues and a fresh QueryClient. Only the network is stubbed
 * (by the test, through `fetch`).
 */
export function renderWithApp(
  ui: ReactNode,
  { path = '/', root = {} }: { path?: string; root?: Partial<RootData> } = {},
) {
  const rootData: RootData = { nonce: '', config: FALLBACK_CONFIG, lang: 'en', ...root }
  forgetRemote('') // each render starts with an empty tab, as with its fresh QueryClient
  const queryClient = makeQueryClient()
  queryClient.setDefaultOptions({ queries: { ...queryClient.getDefaultOptions().queries, retry: false } })
  const Stub = createRoutesStub([
    {
      id: 'root',
      loader: () => rootData,
      HydrateFallback: () => null,
      Component: () => ui,
      // Any path matches, so links can be followed; the test reads the location from the UI.
      children: [{ path: '*', Component: () => null }],
    },
  ])
  return {
    queryClient,
    ...render(
      <I18nProvider language={rootData.lang}>
        <QueryClientProvider client={queryClient}>
          <Stub initialEntries={[path]} />
        </QueryClientProvider>
      </I18nProvider>,
    ),
  }
}

/** A JSON `Response`, as the server would answer. */
export function jsonResponse(body: unknown, status = 200) {
  return new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } })
}
