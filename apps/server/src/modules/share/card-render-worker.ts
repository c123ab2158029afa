// Runs on a worker thread of the share-card pool (card-render.ts): satori's layout costs 100-500 ms of
// CPU per card and is driven by an article's title, so it never runs on the thread that answers
// requests. Bundled as dist/card-render-worker.js (apps/server/build.mjs). sharp is not loaded here:
// the request thread rasterises the SVG, on libuv's threads.
import type { CardContent } from './card-content'
import { drawCardSvg } from './card-svg'

export default function drawCardTask(content: CardContent): Promise<string> {
  return drawCardSvg(content)
}
