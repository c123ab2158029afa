import { defineProject } from 'vitest/config'

export default defineProject({
  test: {
    name: 'e2e',
    include: ['tests/**/*.spec.ts'],
    globalSetup: ['./global-setup.ts'],
    testTimeout: 60_000,
    hookTimeout: 120_000,
    // One server and one browser serve every journey; files run one after another.
    fileParallelism: false,
  },
})
