/**
 * The catalogue parts loaded after the first load (a reader's actions, the signed-in screens), in a
 * module of their own: their sixteen lazy imports stay out of the code every public page loads first.
 */
export const laterParts = import.meta.glob<Record<string, object>>(['../locales/*.reader.ts', '../locales/*.app.ts'])
