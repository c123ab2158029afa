import { existsSync } from 'node:fs'
import type { AddressInfo } from 'node:net'
import path from 'node:path'
import { pathToFileURL } from 'node:url'
import { fastifyReactRouter } from '@mcansh/react-router-fastify'
import type { FastifyInstance } from 'fastify'
import { RouterContextProvider, type ServerBuild } from 'react-router'
import type { PublicConfig } from '@spotlight/shared/public-config'
import { WEB_BUILD_DIR } from '#src/paths'
import { registerPageCache } from '#src/http/public-cache'
import { INTERNAL_TOKEN_HEADER, markStaticFileRoutes, PI_SDK_ORIGIN, refuseDotSegments } from './security'

/** Content-hashed build output never changes under its name; the other client files (favicon, images) may. */
const HASHED_ASSET_CACHE = 'public, max-age=31536000, immutable'
const CLIENT_FILE_CACHE = 'public, max-age=3600'

/** What the web app's entry.server exports besides React Router's own: the token our context travels under. */
type WebEntryModule = ServerBuild['entry']['module'] & {
  appContext?: Parameters<RouterContextProvider['set']>[0]
}

export function webBuildExists(buildDir = WEB_BUILD_DIR): boolean {
  return existsSync(path.join(buildDir, 'server/index.js'))
}

/**
 * Serves the React Router app (server-rendered pages and the built client assets) from the same
 * process as the API. Registered last, in its own scope: it claims every path no route claimed.
 */
export async function webPlugin(app: FastifyInstance, options: { buildDir?: string }) {
  const buildDir = options.buildDir ?? WEB_BUILD_DIR
  const build = (await import(pathToFileURL(path.join(buildDir, 'server/index.js')).href)) as ServerBuild
  const entry = build.entry.module as WebEntryModule
  const { config } = app

  const publicConfig: PublicConfig = {
    publicUrl: config.publicUrl,
    piSdkUrl: config.piSimulator ? '/__pi-sim/pi-sdk.js' : `${PI_SDK_ORIGIN}/pi-sdk.js`,
    piSandbox: config.piSandbox,
    piSimulator: config.piSimulator,
    // The page only needs to know whether uploads go straight to Cloudinary; a bucket is written through this server.
    mediaStore: config.mediaStore === 'cloudinary' ? 'cloudinary' : 'local',
  }

  // Loaders call the API on this very process, at the address it listens on: never through a proxy.
  const loopbackOrigin = () => {
    const address = app.server.address() as AddressInfo | null
    return `http://127.0.0.1:${address?.port ?? config.port}`
  }

  const clientDir = path.join(buildDir, 'client')
  const assetsDir = path.join(clientDir, 'assets')
  registerPageCache(app)
  // The adapter registers one route per client file, then the renderer's catch-all: the files go
  // unthrottled, and a path with dot segments never reaches the renderer (which would resolve them).
  markStaticFileRoutes(app, (url) => url === '*')
  app.addHook('preHandler', refuseDotSegments)
  await app.register(fastifyReactRouter, {
    build,
    clientBuildDirectory: clientDir,
    staticOptions: {
      // The build writes brotli-11 and gzip-9 copies beside the files (apps/web/scripts/precompress.mjs):
      // smaller than what compressing on the fly can afford, and no CPU spent per request.
      preCompressed: true,
      // Replaces the adapter's own hook (same cache lifetimes) to add the Vary its static server
      // leaves out: a shared cache must not hand the brotli copy to a client that did not ask for it.
      setHeaders(response, filePath) {
        const isHashedAsset = filePath.startsWith(assetsDir)
        response.setHeader('cache-control', isHashedAsset ? HASHED_ASSET_CACHE : CLIENT_FILE_CACHE)
        response.setHeader('vary', 'accept-encoding')
      },
    },
    mode: config.isProduction ? 'production' : 'development',
    getLoadContext(request, reply) {
      const context = new RouterContextProvider()
      if (entry.appContext) {
        context.set(entry.appContext, {
          internal: { apiOrigin: loopbackOrigin(), tokenHeader: INTERNAL_TOKEN_HEADER, token: app.internalToken },
          nonce: reply.scriptNonce,
          config: publicConfig,
          requestId: String(request.id),
        })
      }
      return context
    },
  })
}
