import { describe, expect, it } from 'vitest';
import { FairQueue, QueueFull } from './fair-queue.js';

/** A job that ends when told to, and records when it started. */
function deferred(log: string[], name: string) {
  let finish!: () => void;
  const done = new Promise<void>((resolve) => {
    finish = resolve;
  });
  return {
    job: () => {
      log.push(name);
      return done;
    },
    finish,
  };
}

const settle = () => new Promise((resolve) => setImmediate(resolve));

describe('FairQueue', () => {
  it("starts another organisation's job at once while one organisation's burst waits", async () => {
    const queue = new FairQueue({ slots: 2, perTenant: 10, total: 100, retryAfterSeconds: 5 });
    const log: string[] = [];
    const burst = Array.from({ length: 6 }, (_, i) => deferred(log, `B${i}`));
    const runs = burst.map((d) => queue.admit('B').run(d.job));
    await settle();
    // One organisation holds one slot, however many it sends.
    expect(log).toEqual(['B0']);
    const a = deferred(log, 'A0');
    const aRun = queue.admit('A').run(a.job);
    await settle();
    expect(log).toEqual(['B0', 'A0']);
    a.finish();
    await aRun;
    for (const d of burst) d.finish();
    await Promise.all(runs);
    expect(log).toEqual(['B0', 'A0', 'B1', 'B2', 'B3', 'B4', 'B5']);
  });

  it('serves waiting organisations round robin, the one served longest ago first', async () => {
    const queue = new FairQueue({ slots: 1, perTenant: 10, total: 100, retryAfterSeconds: 5 });
    const log: string[] = [];
    const jobs = ['A', 'A', 'A', 'B', 'B', 'C'].map((tenant, i) => ({
      tenant,
      ...deferred(log, `${tenant}${i}`),
    }));
    const runs = jobs.map((d) => queue.admit(d.tenant).run(d.job));
    for (const d of jobs) {
      await settle();
      d.finish();
    }
    await Promise.all(runs);
    // Brute force of the rule: each next job is of the organisation that waited longest.
    expect(log).toEqual(['A0', 'B3', 'C5', 'A1', 'B4', 'A2']);
  });

  it('refuses beyond an organisation’s share and beyond the process’s total, with Retry-After', () => {
    const queue = new FairQueue({ slots: 1, perTenant: 2, total: 3, retryAfterSeconds: 7 });
    queue.admit('A');
    const second = queue.admit('A');
    expect(() => queue.admit('A')).toThrow(QueueFull);
    try {
      queue.admit('A');
    } catch (error) {
      expect(error).toMatchObject({ scope: 'organisation', retryAfterSeconds: 7 });
    }
    queue.admit('B');
    expect(() => queue.admit('C')).toThrow(expect.objectContaining({ scope: 'server' }));
    second.release();
    second.release();
    expect(queue.stats().admitted).toBe(2);
    expect(() => queue.admit('C')).not.toThrow();
  });

  it('drops a waiting job whose client has gone, without running it', async () => {
    const queue = new FairQueue({ slots: 1, perTenant: 10, total: 100, retryAfterSeconds: 5 });
    const log: string[] = [];
    const first = deferred(log, 'A0');
    const firstRun = queue.admit('A').run(first.job);
    const gone = new AbortController();
    const secondRun = queue.admit('B').run(deferred(log, 'B1').job, gone.signal);
    await settle();
    gone.abort(new Error('client gone'));
    await expect(secondRun).rejects.toThrow('client gone');
    first.finish();
    await firstRun;
    await settle();
    expect(log).toEqual(['A0']);
    expect(queue.stats()).toMatchObject({ running: 0, waiting: 0 });
  });

  it('frees the slot when a job throws', async () => {
    const queue = new FairQueue({ slots: 1, perTenant: 10, total: 100, retryAfterSeconds: 5 });
    await expect(
      queue.admit('A').run(() => {
        throw new Error('broken');
      }),
    ).rejects.toThrow('broken');
    await expect(queue.admit('A').run(async () => 42)).resolves.toBe(42);
  });
});
