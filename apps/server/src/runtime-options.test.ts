import { execFileSync } from 'node:child_process';
import { describe, expect, it } from 'vitest';
import { serverNodeArgs } from '../../../scripts/server-node-args.mjs';

/** What V8 gives the young generation at most, in MB, under these Node.js options. */
function youngGenerationMb(args: string[]): number {
  const script =
    "const s = require('v8').getHeapSpaceStatistics().find((space) => space.space_name === 'new_space');" +
    'console.log(s.space_size / 1048576)';
  // Grow the young generation as far as V8 lets it, then read its size.
  const fill = 'const keep = []; for (let i = 0; i < 3e6; i++) keep.push({ i }); keep.length = 0;';
  return Number(execFileSync(process.execPath, [...args, '-e', fill + script], { encoding: 'utf8' }).trim());
}

/** `npm start` (scripts/start.mjs) and the Docker image start the server with these. */
describe('the server runtime options', () => {
  it('cap the young generation on embedded defaults, and leave V8 its own sizing on PostgreSQL', () => {
    const embedded = serverNodeArgs({});
    expect(embedded).toEqual(['--max-semi-space-size=16']);
    expect(serverNodeArgs({ DATABASE_URL: 'postgres://db/vantage' })).toEqual([]);
    // Node.js accepts the option, and with it the young generation stays within 3 × 16 MB.
    expect(youngGenerationMb(embedded)).toBeLessThanOrEqual(48);
  });
});
