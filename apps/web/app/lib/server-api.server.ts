import type { RouterContextProvider } from 'react-router'
import type { CallOptions } from './api-client'
import { appContext } from './app-context'

/**
 * How route loaders (which always run in the server process, also for client navigations) call the
 * API: this same process over loopback, at the address the server listens on, presenting the
 * server's internal token so these calls do not count again against the visitor's rate limit (the
 * page request that caused them was counted).
 */
export function serverCallOptions(context: Readonly<RouterContextProvider>): CallOptions {
  const { internal } = context.get(appContext)
  const headers = new Headers({ [internal.tokenHeader]: internal.token })
  return { baseUrl: internal.apiOrigin, headers }
}
