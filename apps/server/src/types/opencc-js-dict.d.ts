// opencc-js ships no types for its dictionaries: each is one string of entries `from to1 to2…`, separated by `|`.
declare module 'opencc-js/dict/*' {
  const entries: string
  export default entries
}
