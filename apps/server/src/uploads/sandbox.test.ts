import { existsSync, mkdtempSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { until } from '../test/until.js';
import { runInSandbox, SandboxEnded } from './sandbox.js';
import type { ProbeJob } from './testing/sandbox-probe.js';

const probe = (job: ProbeJob, limits = { memoryMb: 256, timeoutMs: 15_000 }, signal?: AbortSignal) =>
  runInSandbox<{ value: number; pid: number; keys?: string[] }>(
    new URL('./testing/x.ts', import.meta.url).href,
    'sandbox-probe',
    job,
    limits,
    signal,
  );

const isRunning = (pid: number) => {
  try {
    process.kill(pid, 0);
    return true;
  } catch {
    return false;
  }
};

describe('runInSandbox', () => {
  it("answers the job's answer from a process of its own, which then ends", async () => {
    const answer = await probe({ do: 'answer', value: 21 });
    expect(answer).toMatchObject({ ok: { value: 42 } });
    const { pid } = (answer as { ok: { pid: number } }).ok;
    expect(pid).not.toBe(process.pid);
    expect(await until(() => !isRunning(pid), 2_000)).toBe(true);
  });

  it("passes a job's refusal on as `invalid`", async () => {
    expect(await probe({ do: 'refuse' })).toEqual({ invalid: 'not this one' });
  });

  it('gives the child none of the server’s environment (no DATABASE_URL, no secrets)', async () => {
    process.env.SANDBOX_TEST_SECRET = 'hunter2';
    try {
      const answer = (await probe({ do: 'environment' })) as { ok: { keys: string[] } };
      expect(answer.ok.keys).not.toContain('SANDBOX_TEST_SECRET');
      expect(
        answer.ok.keys.filter((key) => key !== 'PATH' && !key.startsWith('NODE_') && !key.startsWith('TSX')),
      ).toEqual([]);
    } finally {
      delete process.env.SANDBOX_TEST_SECRET;
    }
  });

  it('ends a job whose resident memory passes its bound (memory outside the V8 heap too)', async () => {
    const outcome = probe({ do: 'allocate', mb: 400 }, { memoryMb: 200, timeoutMs: 15_000 });
    await expect(outcome).rejects.toBeInstanceOf(SandboxEnded);
    await expect(outcome).rejects.toMatchObject({ reason: 'memory' });
  });

  it('ends a job that takes longer than its time', async () => {
    const pidFile = join(mkdtempSync(join(tmpdir(), 'sandbox-test-')), 'pid');
    const outcome = probe({ do: 'sleep', pidFile }, { memoryMb: 256, timeoutMs: 5_000 });
    expect(await until(() => existsSync(pidFile) && readFileSync(pidFile, 'utf8') !== '', 5_000)).toBe(true);
    await expect(outcome).rejects.toMatchObject({ reason: 'time' });
    const pid = Number(readFileSync(pidFile, 'utf8'));
    expect(await until(() => !isRunning(pid), 2_000)).toBe(true);
  });

  it('ends the job at once when its client has gone', async () => {
    const pidFile = join(mkdtempSync(join(tmpdir(), 'sandbox-test-')), 'pid');
    const gone = new AbortController();
    const outcome = probe({ do: 'sleep', pidFile }, { memoryMb: 256, timeoutMs: 30_000 }, gone.signal);
    expect(await until(() => existsSync(pidFile) && readFileSync(pidFile, 'utf8') !== '', 15_000)).toBe(true);
    const pid = Number(readFileSync(pidFile, 'utf8'));
    expect(isRunning(pid)).toBe(true);
    gone.abort();
    await expect(outcome).rejects.toMatchObject({ reason: 'gone' });
    expect(await until(() => !isRunning(pid), 2_000)).toBe(true);
  });
});
