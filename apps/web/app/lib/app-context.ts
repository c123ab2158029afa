import { createContext } from 'react-router'

/** Settings of the server the browser may see (an allow-list chosen by the server). */
export type PublicConfig = {
  publicUrl: string
  piSdkUrl: string
  piSandbox: boolean
  piSimulator: boolean
  mediaStore: 'local' | 'cloudinary'
}

export type AppLoadContext = { nonce: string; config: PublicConfig; requestId: string }

/** The Fastify server fills this for every request (see apps/server/src/plugins/web.ts). */
export const appContext = createContext<AppLoadContext>()
