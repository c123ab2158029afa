import { defineProject } from 'vitest/config'

export default defineProject({
  test: {
    name: 'web',
    include: ['app/**/*.test.{ts,tsx}'],
    environment: 'jsdom',
    setupFiles: ['./app/test/setup.ts'],
    // Tests stub `fetch` with vi.stubGlobal; restore it (and other globals) after each test.
    unstubGlobals: true,
    // Above the waits' bound (test/setup.ts), so a slow wait fails with what it waited for.
    testTimeout: 20_000,
  },
})
