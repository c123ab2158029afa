import { ApiError } from '#app/lib/api-client'

/**
 * True when a save or an upload failed for want of a network rather than being refused: no answer
 * came (the API client's NETWORK_ERROR, from a fetch TypeError or an XHR `onerror`), or the browser
 * says it is offline. An answer from the server is never that, whatever `navigator.onLine` says.
 */
export function isNetworkFailure(error: unknown): boolean {
  if (error instanceof ApiError) return error.status === 0 && error.code === 'NETWORK_ERROR'
  return error instanceof TypeError || (typeof navigator !== 'undefined' && navigator.onLine === false)
}
