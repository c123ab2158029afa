import { defineConfig } from 'vitest/config'

// One runner for every workspace: `vitest run --project <name>` picks a slice.
export default defineConfig({
  test: {
    projects: ['packages/shared', 'apps/server', 'apps/server/vitest.faults.config.ts', 'apps/web', 'e2e'],
  },
})
