// Bundles the server and its workers' code into dist/ (what and how: build-options.mjs).
import { build } from 'esbuild'
import { buildOptions } from './build-options.mjs'

await build(buildOptions)
