import '@testing-library/jest-dom/vitest'
import { cleanup, configure } from '@testing-library/react'
import { afterAll, afterEach } from 'vitest'
import { checkClassListsWith } from '#app/lib/cn'
import { type PiSdk, startPiSdk } from '#app/lib/pi-sdk'
import { assertNoClassConflicts } from './class-conflicts'
import { takeContractBreaches } from './support'

// The web tests share two cores with the server's database tests: a lazy chunk, a router's loader
// or a query can take well over Testing Library's default second to show up there. A wait
// returns as soon as what it waits for is on the page, so a longer bound slows only a failure.
configure({ asyncUtilTimeout: 5000 })

// A component's classes never fight a caller's: see lib/cn.ts.
checkClassListsWith(assertNoClassConflicts)

// Globals are off, so Testing Library cannot register its own cleanup.
afterEach(() => {
  cleanup()
  window.localStorage.clear()
  document.cookie.split(';').forEach((cookie) => {
    const name = cookie.split('=')[0]?.trim()
    if (name) document.cookie = `${name}=; Max-Age=0; Path=/`
  })
  // A stub of our API that answered what the server never would fails its test.
  const breaches = takeContractBreaches()
  if (breaches.length > 0) throw new Error(`A stub broke the API contract:\n${breaches.join('\n')}`)
})

// The app shell polls for the Pi SDK script for up to 9 s, longer than a test file
// may live: a poll left running fires after this file's window is gone and fails the run. Let it
// find an SDK now, so it ends before the environment does.
afterAll(async () => {
  if (typeof window === 'undefined') return
  const endOfPoll: PiSdk = { init: () => {}, authenticate: () => Promise.reject(new Error('test teardown')) }
  window.Pi ??= endOfPoll
  await startPiSdk(false)
  if (window.Pi === endOfPoll) delete window.Pi
})
