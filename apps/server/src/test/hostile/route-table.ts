// The app's own route table, read from Fastify's printRoutes() tree, so the fuzzer covers every route
// that exists (a new route is fuzzed without anyone remembering to list it).

export type RouteEntry = { path: string; methods: string[] }

/**
 * Parses `printRoutes({ commonPrefix: false })`: each line is a tree branch (`├── ` / `└── `) four
 * columns per level, holding a path segment appended to its parent's path and its methods in brackets.
 */
export function parseRouteTree(tree: string): RouteEntry[] {
  const routes: RouteEntry[] = []
  const stack: string[] = []
  for (const line of tree.split('\n')) {
    const marker = line.search(/[├└]── /)
    if (marker < 0) continue
    const depth = marker / 4
    const match = /^(.*?) \(([A-Z, ]+)\)$/.exec(line.slice(marker + 4))
    if (!match) continue
    const [, segment = '', methods = ''] = match
    const parent = depth > 0 ? (stack[depth - 1] ?? '') : ''
    const path = segment === '/' ? `${parent}/` : parent + segment
    stack[depth] = path
    stack.length = depth + 1
    routes.push({ path, methods: methods.split(',').map((method) => method.trim()) })
  }
  return routes
}
