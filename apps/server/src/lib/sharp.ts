// sharp (libvips) is loaded the first time a picture is made, not at start-up: a server that only
// answers reads never needs it, and its native library alone is ~7 MB of resident memory (the peak
// RSS target, docs/performance.md). A static import of it is refused by the lint (eslint.config.js).
export const loadSharp = async () => (await import('sharp')).default
