import { type ComponentType, lazy, Suspense } from 'react'

/**
 * A part of a page the server renders in full and the browser hydrates once its own code has
 * arrived, so that code stays out of the page's first load (issue 3: first-load JavaScript). The
 * server imports it before rendering (no fallback is ever sent); in the browser React keeps the
 * server's HTML, links working, until the chunk is here, then hydrates just that part. Its
 * download starts with the route module, beside the page's hydration; a client-side navigation
 * waits for it inside the navigation's transition, so nothing blinks.
 *
 * For parts that are useful before they are interactive (lists of links, an article's text, a form
 * whose fields keep what is typed into them): their buttons do nothing until then, as the whole
 * page's do before hydration. A button that must not lose an early tap submits a form action
 * instead (React queues the submit and replays it after hydration: see SignInButton), or is a
 * native control such as `<details>` (the category dropdown).
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
  return function DeferredHydration(props: Props) {
    return (
      <Suspense>
        <Inner {...props} />
      </Suspense>
    )
  }
}
