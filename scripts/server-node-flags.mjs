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
// --min-semi-space-size=16: V8 also shrinks the young generation when the program looks idle (its
// memory reducer), and grows it back only slowly. A server that idled, then took load, scavenged every
// ~1 MB instead of every ~14, promoted per-request objects and marked its old generation without end:
// a cached read cost 35-39 µs of CPU instead of 15-17 (perf: a third of it in the collector), and the
// bench's `{id}` ratio fell from ~0.7 to ~0.38 on one run in two (docs/performance.md, 2026-12-06).
// Pinning it at its maximum keeps every scavenge the same size; pages are committed only as used.
export const SERVER_NODE_FLAGS = ['--min-semi-space-size=16', '--max-semi-space-size=16', '--heap-growing-percent=50']
