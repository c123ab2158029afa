import { PassThrough } from 'node:stream'
import { createReadableStreamFromReadable } from '@react-router/node'
import { isbot } from 'isbot'
import { renderToPipeableStream } from 'react-dom/server'
import { type EntryContext, type RouterContextProvider, ServerRouter } from 'react-router'
import appCss from './app.css?inline'
import { appContext } from './lib/app-context'
import { InlineStylesContext } from './lib/inline-styles'
import { deferredScripts, isReadingPage } from './lib/deferred-scripts.server'

// Re-exported so the server finds the very token the app reads (one module instance, one identity).
export { appContext }

export const streamTimeout = 5_000

export default function handleRequest(
  request: Request,
  responseStatusCode: number,
  responseHeaders: Headers,
  routerContext: EntryContext,
  loadContext: RouterContextProvider,
) {
  const nonce = safeNonce(loadContext)
  return new Promise<Response>((resolve, reject) => {
    let shellRendered = false
    const userAgent = request.headers.get('user-agent')
    // Crawlers and link previews get the whole document at once; browsers get the shell as soon as it is ready.
    const readyOption = (userAgent && isbot(userAgent)) || routerContext.isSpaMode ? 'onAllReady' : 'onShellReady'

    const { pipe, abort } = renderToPipeableStream(
      <InlineStylesContext value={appCss}>
        <ServerRouter context={routerContext} url={request.url} nonce={nonce} />
      </InlineStylesContext>,
      {
        nonce,
        // React outlines a finished Suspense boundary once the page so far passes this many bytes
        // (12,800 by default; the inlined stylesheet alone passes it) and reveals it later with a
        // script: the parts hydrated later (defer-hydration.tsx) came after the shell and moved it.
        // Nothing suspends on the server (deferHydration imports its parts before rendering), so
        // the shell is the whole page: every boundary is now written in place.
        progressiveChunkSize: Number.MAX_SAFE_INTEGER,
        [readyOption]() {
          shellRendered = true
          const body = isReadingPage(routerContext) ? deferredScripts() : new PassThrough()
          const stream = createReadableStreamFromReadable(body)
          responseHeaders.set('Content-Type', 'text/html; charset=utf-8')
          resolve(new Response(stream, { headers: responseHeaders, status: responseStatusCode }))
          pipe(body)
        },
        onShellError(error: unknown) {
          reject(error)
        },
        onError(error: unknown) {
          responseStatusCode = 500
          if (shellRendered) console.error(error)
        },
      },
    )
    setTimeout(abort, streamTimeout + 1000)
  })
}

function safeNonce(loadContext: RouterContextProvider): string | undefined {
  try {
    return loadContext.get(appContext).nonce || undefined
  } catch {
    return undefined
  }
}
