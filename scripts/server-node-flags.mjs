// The V8 flags the production server runs with: `npm start` and the bench take them from here;
// `npm run serve` (package.json) and the documented production command (README,
// docs/operations.md) spell them out: change all four together.
//
// --max-semi-space-size=16: V8 sizes the young generation from the machine's memory; on a 24 GB
// host it grew to 128 MB during start-up alone (idle RSS 291 MB). 16 MB halves the idle RSS
// (161 MB) and keeps the peak under load within the 250 MB target, for a few per cent more
// scavenges (measured with `npm run bench`, docs/performance.md).
//
// --heap-growing-percent=50: after each full collection V8 lets the old generation grow by a factor
// it picks from how busy the program is, up to 4x the live heap. Under the bench's 50 connections the
// live heap is ~50 MB, so it let ~160 MB of promoted per-request garbage pile up before collecting:
// peak RSS 379 MB when beacons followed the searches. A fixed 1.5x keeps the whole bench at 245 MB
// with every page and JSON ratio met (docs/performance.md, 2026-11-25). Not allowed in NODE_OPTIONS.
export const SERVER_NODE_FLAGS = ['--max-semi-space-size=16', '--heap-growing-percent=50']
