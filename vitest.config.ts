import { defineConfig } from 'vitest/config'

// One runner for every workspace: `vitest run --project <name>` picks a slice.
export default defineConfig({
  test: {
    projects: ['packages/shared', 'apps/server', 'apps/web', 'e2e'],
  },
})
