import { type ComponentType, lazy, Suspense } from 'react'
import { useReplayEarlyInteractions } from './early-tap'

/**
 * A part of a page the server renders in full and the browser hydrates once its own code has
 * arrived, so that code stays out of the page's first load (the first-load budget, decision 0005). The
 * server imports it before rendering (no fallback is ever sent); in the browser React keeps the
 * server's HTML, links working, until the chunk is here, then hydrates just that part. Its
 * download starts with the route module, beside the page's hydration; a client-side navigation
 * waits for it inside the navigation's transition, so nothing blinks.
 *
 * For parts that are useful before they are interactive (lists of links, an article's text, a form
 * whose fields keep what is typed into them). What the reader does to them before then (a tap on a
 * button, a field left, a choice in a select) is kept by the public pages' recorder and replayed
 * once the part has hydrated (lib/early-tap.ts): a tap answers a little late rather than never.
 */
export async function deferHydration<Module extends Record<Name, ComponentType<never>>, Name extends keyof Module>(
  load: () => Promise<Module>,
  name: Name,
): Promise<Module[Name]> {
  // Typed by the caller's export; inside, whatever props it takes pass straight through.
  type Part = ComponentType<object>
  const part = () => load().then((module) => module[name] as unknown as Part)
  let Inner: Part
  if (import.meta.env.SSR) Inner = await part()
  else {
    const loading = part()
    Inner = lazy(async () => ({ default: await loading })) as Part
  }
  return withBoundary(Inner) as unknown as Module[Name]
}

// The same boundary on both sides, so the server HTML carries the markers hydration looks for.
function withBoundary<Props extends object>(Inner: ComponentType<Props>): ComponentType<Props> {
  // Inside the boundary: its effect runs once the part has hydrated, after the part's own effects.
  function Hydrated(props: Props) {
    useReplayEarlyInteractions()
    return <Inner {...props} />
  }
  return function DeferredHydration(props: Props) {
    return (
      <Suspense>
        <Hydrated {...props} />
      </Suspense>
    )
  }
}
