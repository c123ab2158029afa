// The sanitiser pool's worker when the server runs from its TypeScript sources (tests, `npm run dev`):
// a worker thread does not inherit vitest's transform, so tsx compiles the worker module here.
// The built server uses dist/sanitize-content-worker.js instead (see sanitize-content-pool.ts).
import { register } from 'tsx/esm/api'

register()
const worker = await import('./sanitize-content-worker.ts')
export default worker.default
