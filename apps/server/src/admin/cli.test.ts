import { spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, describe, expect, it } from 'vitest';

const repoRoot = fileURLToPath(new URL('../../../../', import.meta.url));
const dataDir = mkdtempSync(join(tmpdir(), 'vantage-admin-'));
afterAll(() => rmSync(dataDir, { recursive: true, force: true }));

function admin(...args: string[]) {
  const { DATABASE_URL: _ignored, ...env } = process.env;
  return spawnSync(process.execPath, ['--import', 'tsx', 'apps/server/src/admin/cli.ts', ...args], {
    cwd: repoRoot,
    env: { ...env, DATA_DIR: dataDir, LOG_LEVEL: 'silent' },
    encoding: 'utf8',
    timeout: 60_000,
  });
}

describe('npm run admin -- <command>', () => {
  it('explains a bad argument and exits with code 2', () => {
    const result = admin('set-limits', '--subscription', 'abc', '--projects', 'many');
    expect(result.status).toBe(2);
    expect(result.stderr).toContain(
      "option '--projects <n>' argument 'many' is invalid. Must be a whole number, 0 or more.",
    );
  });

  it('names a missing option and an unknown state with exit code 2', () => {
    const missing = admin('set-expiry', '--subscription', 'abc');
    expect(missing.status).toBe(2);
    expect(missing.stderr).toContain("required option '--date <date>' not specified");
    const state = admin('set-feature', '--subscription', 'abc', '--feature', 'Wind', '--state', 'On');
    expect(state.status).toBe(2);
    expect(state.stderr).toContain('Allowed choices are Hidden, Disabled, Phantom, Enabled.');
  });
});
