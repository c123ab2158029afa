import { PassThrough } from 'node:stream'
import { createReadableStreamFromReadable } from '@react-router/node'
import { renderToPipeableStream } from 'react-dom/server'
import { type EntryContext, type RouterContextProvider, ServerRouter } from 'react-router'
import appCss from './app.css?inline'
import { appContext } from './lib/app-context'
import { InlineStylesContext } from './lib/inline-styles'
import { deferredScripts, publicPageKind } from './lib/deferred-scripts.server'

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
        // Everyone gets the whole document at once. Nothing is meant to suspend on the server, so
        // waiting for every boundary costs nothing; but on a loaded machine one was seen still
        // pending when the shell was ready, and streamed after it (`<template id="B:…">`, moved in by
        // a script: a layout shift, and a cached page carrying it). Waiting writes every part in place.
        onAllReady() {
          shellRendered = true
          const kind = publicPageKind(routerContext)
          const body = kind ? deferredScripts(kind) : new PassThrough()
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
