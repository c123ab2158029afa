// The share-card pool's worker when the server runs from its TypeScript sources (tests, `npm run dev`):
// a worker thread does not inherit vitest's transform, so tsx compiles the worker module here.
// The built server uses dist/card-render-worker.js instead (see card-render.ts).
import { register } from 'tsx/esm/api'

register()
const worker = await import('./card-render-worker.ts')
export default worker.default
