import { defineProject } from 'vitest/config'

export default defineProject({
  test: {
    name: 'server',
    include: ['src/**/*.test.ts'],
    // `*.pg.test.ts` need a real PostgreSQL (several processes, LISTEN/NOTIFY): they run in the PostgreSQL
    // pass of `npm test` only, rather than being skipped (a skipped test fails the run).
    exclude: process.env.TEST_DATABASE_URL ? [] : ['src/**/*.pg.test.ts'],
    // Each file builds its own app and database; PGlite start-up is CPU-bound, so keep parallelism modest.
    maxWorkers: 2,
    // A project with its own worker count runs as its own group, after the light ones.
    sequence: { groupOrder: 1 },
    testTimeout: 30_000,
    hookTimeout: 60_000,
  },
})
