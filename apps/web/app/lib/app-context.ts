import { createContext } from 'react-router'
import type { PublicConfig } from '@spotlight/shared/public-config'

export type { PublicConfig }

export type AppLoadContext = { nonce: string; config: PublicConfig; requestId: string }

/** The Fastify server fills this for every request (see apps/server/src/plugins/web.ts). */
export const appContext = createContext<AppLoadContext>()
