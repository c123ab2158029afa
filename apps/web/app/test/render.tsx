import { QueryClientProvider } from '@tanstack/react-query'
import { render } from '@testing-library/react'
import type { ReactNode } from 'react'
import type { ErrorBody } from '@spotlight/shared/errors'
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

declare const bodyType: unique symbol

/**
 * A `Response` whose body's type is known, so a stub of one endpoint (support.ts `stubApi`) can
 * be held to what that endpoint answers. An error answer carries `never`: it fits every endpoint.
 */
export type JsonResponse<Body> = Response & { readonly [bodyType]: Body }

/** The status codes our server answers a success with. */
type SuccessStatus = 200 | 201 | 202

/**
 * A JSON `Response`, as the server would answer. An error (`{error: {code, message}}` with its
 * status) fits any endpoint; a success body keeps its type, which `stubApi` checks against the
 * response type of the route it answers (a fixture typed loosely, a `string` for a status, fails there).
 */
export function jsonResponse(body: ErrorBody, status: number): JsonResponse<never>
export function jsonResponse<Body>(
  body: Body,
  status?: SuccessStatus,
  headers?: Record<string, string>,
): JsonResponse<Body>
export function jsonResponse(body: unknown, status = 200, headers: Record<string, string> = {}) {
  return new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json', ...headers } })
}

/** The 204 of an endpoint that answers no body. */
export const noContent = () => new Response(null, { status: 204 }) as JsonResponse<null>
