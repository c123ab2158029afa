import type { ReactNode } from 'react'
import { renderToString } from 'react-dom/server'
import { onTestFinished } from 'vitest'
import { createStaticHandler, createStaticRouter, StaticRouterProvider } from 'react-router'
import { FALLBACK_CONFIG, type RootData } from '#app/lib/public-config'
import { I18nProvider } from '#app/lib/i18n'

/**
 * The HTML the server sends for `ui` at `path` (a static router whose root route is named "root", as
 * render.tsx's), put in the document with no script behind it: what a reader whose JavaScript is off
 * gets. Links and forms are read from it as such a browser would follow and post them.
 */
export async function renderServerHtml(
  ui: ReactNode,
  { path = '/', root = {} }: { path?: string; root?: Partial<RootData> } = {},
): Promise<HTMLElement> {
  const rootData: RootData = { nonce: '', config: FALLBACK_CONFIG, lang: 'en', ...root }
  const handler = createStaticHandler([
    { id: 'root', loader: () => rootData, Component: () => ui, children: [{ path: '*', Component: () => null }] },
  ])
  const context = await handler.query(new Request(new URL(path, 'http://localhost')))
  if (context instanceof Response) throw new Error(`the page answered ${context.status}`)
  const router = createStaticRouter(handler.dataRoutes, context)
  const html = renderToString(
    <I18nProvider language={rootData.lang}>
      <StaticRouterProvider router={router} context={context} hydrate={false} />
    </I18nProvider>,
  )
  const container = document.body.appendChild(document.createElement('div'))
  container.innerHTML = html
  onTestFinished(() => container.remove())
  return container
}
