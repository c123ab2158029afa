import { useRouteLoaderData } from 'react-router'
import type { PublicConfig } from './app-context'
import { DEFAULT_LANGUAGE, type Language } from './language'

/** What the root loader hands every page: server settings the browser may see, and the language. */
export type RootData = { nonce: string; config: PublicConfig; lang: Language }

/** Used when the root loader has not run (an error page before it, or a component test). */
export const FALLBACK_CONFIG: PublicConfig = {
  publicUrl: '',
  piSdkUrl: '',
  piSandbox: false,
  piSimulator: false,
  mediaStore: 'local',
}

export function useRootData(): RootData {
  const data = useRouteLoaderData('root') as Partial<RootData> | undefined
  return {
    nonce: data?.nonce ?? '',
    config: data?.config ?? FALLBACK_CONFIG,
    lang: data?.lang ?? DEFAULT_LANGUAGE,
  }
}

export const usePublicConfig = () => useRootData().config
