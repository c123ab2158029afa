/**
 * The search field's look, shared by the plain field and the combobox that replaces it: large in the
 * mobile menu, compact in the bar (lg and up).
 */
export const FIELD_CLASSES =
  'h-12 w-full rounded-full border border-slate-300 bg-white px-4 text-base text-slate-900 placeholder:text-slate-500 focus:border-violet-600 focus:ring-2 focus:ring-violet-200 focus:outline-none lg:h-10 lg:text-sm'
