/**
 * Runs tasks one at a time, in order. Image copies are made through one of these, so at most one image
 * is being encoded at once however many uploads arrive: sharp then holds one of libuv's four threads,
 * and file reads (the static media, the web assets) keep the others.
 */
export function createSerialQueue() {
  let tail: Promise<unknown> = Promise.resolve()
  return {
    run<T>(task: () => Promise<T>): Promise<T> {
      const result = tail.then(task)
      tail = result.catch(() => undefined)
      return result
    },
    /** Resolves once every task queued so far has ended. */
    idle: () => tail.then(() => undefined),
  }
}
