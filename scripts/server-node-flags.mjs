// The V8 flags the production server runs with: `npm start` and the bench take them from here;
// `npm run serve` (package.json) and the documented production command (README,
// docs/operations.md) spell them out: change all four together.
//
// --max-semi-space-size=16: V8 sizes the young generation from the machine's memory; on a 24 GB
// host it grew to 128 MB during start-up alone (idle RSS 291 MB). 16 MB halves the idle RSS
// (161 MB) and keeps the peak under load within the 250 MB target, for a few per cent more
// scavenges (measured with `npm run bench`, README "Performance").
export const SERVER_NODE_FLAGS = ['--max-semi-space-size=16']
