/** The largest id a row can have (a PostgreSQL integer). */
export const MAX_ROW_ID = 2_147_483_647

/**
 * The ids of run `run` when ids are cut into runs of `size` (run 0 holds 1 to size), as the bounds
 * (afterId, upToId]: a run's members keep their run however many rows come later. No bound passes the
 * largest id, which the database would refuse.
 */
export function idRunBounds(size: number, run: number): { afterId: number; upToId: number } {
  const bound = (id: number) => Math.min(id, MAX_ROW_ID)
  return { afterId: bound(run * size), upToId: bound((run + 1) * size) }
}
