import { defineProject } from 'vitest/config'

// Fault tests (and the two-instance test): real server processes from the
// production build, a private PostgreSQL cluster, killed and restarted. `npm test` runs them as their
// own step once the build exists and PostgreSQL is available (scripts/test.mjs).
export default defineProject({
  test: {
    name: 'faults',
    include: ['src/test/resilience/**/*.faults.ts'],
    // Each file starts its own processes and databases; one at a time keeps timings honest on 2 cores.
    fileParallelism: false,
    sequence: { groupOrder: 2 },
    testTimeout: 60_000,
    hookTimeout: 90_000,
  },
})
