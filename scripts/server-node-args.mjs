// The Node.js options the server runs with, shared by `npm start` (scripts/start.mjs)
// and the benchmarks that start the server as `npm start` does (bench/server-process.ts).
//
// On embedded defaults (no DATABASE_URL: PGlite in the process) the young generation is capped
// at 16 MB per semi-space. Node.js 22 and 24 size it from the machine's memory (64 MB per
// semi-space here, against 16 MB on Node.js 20), and the server's start fills it: ~130 MB of
// the idle process's RSS. Embedded installs are the small ones (a laptop, a small VM), where
// memory counts more than peak throughput. With PostgreSQL (production) V8's own sizing stays:
// the API's throughput against its floor was ~8 % lower with the cap (bench/api-floor.ts).
// The Docker image runs on embedded defaults unless DATABASE_URL is set, and sets
// the same cap through NODE_OPTIONS (Dockerfile).

/** @param {Record<string, string | undefined>} env */
export function serverNodeArgs(env) {
  return env.DATABASE_URL ? [] : ['--max-semi-space-size=16'];
}
