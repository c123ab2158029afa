/** The value of a settled promise, or null when it was rejected (the loader then renders a failure state). */
export function settledValue<T>(result: PromiseSettledResult<T>): T | null {
  if (result.status === 'fulfilled') return result.value
  console.error('loader: a request failed', result.reason)
  return null
}
