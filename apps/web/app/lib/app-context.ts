import { createContext } from 'react-router'
import type { PublicConfig } from '@spotlight/shared/public-config'

export type { PublicConfig }

/** Server-only: how loaders reach the API in-process. Never return it from a loader. */
export type InternalApi = { apiOrigin: string; tokenHeader: string; token: string }

export type AppLoadContext = { nonce: string; config: PublicConfig; requestId: string; internal: InternalApi }

/** The Fastify server fills this for every request (see apps/server/src/plugins/web.ts). */
export const appContext = createContext<AppLoadContext>()
