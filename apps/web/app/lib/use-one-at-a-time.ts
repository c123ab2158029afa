import { useRef } from 'react'

/**
 * Runs a task unless the last one run through it is still under way. Taps replayed together after
 * hydration (early-tap.ts) or a quick double tap arrive in one task, before React has rendered the
 * first one's pending state: that state alone would start the same work two or three times.
 */
export function useOneAtATime() {
  const running = useRef(false)
  return async function run(task: () => Promise<void>): Promise<void> {
    if (running.current) return
    running.current = true
    try {
      await task()
    } finally {
      running.current = false
    }
  }
}
