/**
 * Abuse: uploads whose cost is in their contents, not their size. The real server
 * as its own process (server-process.ts) on embedded defaults in a new data directory, with a
 * 1 GiB heap limit (--max-old-space-size=1024); two organisations, A and B, each a
 * subscription with the terrain model (TerrainAhn) and Custom panorama (PanoUpload) Enabled.
 *   - Warm-up: A uploads its ordinary photo and terrain model twice; 3 s later the idle RSS
 *     (the median of the last second's samples).
 *   - The burst: B sends the whole attack corpus (@vantage/server/testing's attackCorpus),
 *     four uploads at a time, each to a project or viewpoint of its own, each given up after
 *     20 s, none started after 90 s; meanwhile A uploads its ordinary photo and terrain model
 *     every 3 s.
 *   - RSS 10 s after the burst.
 * Sampled throughout: the server's RSS every 100 ms (/proc/<pid>/status VmRSS), alone and with
 * its child processes' (a pipeline may decode in them), and GET /healthz every 50 ms.
 * Goals: the process alive; peak RSS − idle ≤ 600 MB; /healthz p99 ≤ 100 ms during the burst;
 * RSS 10 s after − idle ≤ 100 MB; A's photo p95 ≤ 2 s; every attack answered 2xx or 4xx within
 * 5 s, never 5xx. Bounded: about 2 to 3 minutes. Run: node --import tsx bench/abuse.ts
 */
import { mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import {
  type AttackFile,
  attackCorpus,
  createSubscription,
  loadConfig,
  loadOrCreateSigningKeys,
  openDatabase,
  ordinaryPhoto,
  ordinaryTerrain,
  projects,
  seedReferenceData,
  signAccessToken,
  userAccounts,
  users,
} from '@vantage/server/testing';
import { type Figure, figure, percentile, record } from './figures.js';
import { freePort, type ServerProcess, startServerProcess } from './server-process.js';

const MB = 1024 * 1024;
const LANES = 4;
const UPLOAD_TIMEOUT_MS = 20_000;
const BURST_DEADLINE_MS = 90_000;
const ORDINARY_EVERY_MS = 3_000;
const SETTLE_MS = 10_000;
const ANSWER_GOAL_S = 5;

type Organisation = { headers: Record<string, string>; projectIds: number[]; viewpointIds: number[] };

/** Two subscriptions with both features, an Owner each with a token, and `projectCount` projects each. */
async function seed(dataDir: string, publicUrl: string, projectCount: number) {
  const database = await openDatabase({ kind: 'pglite', dataDir: join(dataDir, 'pglite') });
  try {
    await database.migrate();
    await seedReferenceData(database.db);
    const [key] = await loadOrCreateSigningKeys(database.db);
    const { issuer } = loadConfig({ LOG_LEVEL: 'silent', PUBLIC_URL: publicUrl });
    const organisation = async (name: string): Promise<Omit<Organisation, 'viewpointIds'>> => {
      const { subscription } = await createSubscription(database.db, {
        customerName: `Bench ${name}`,
        typeKey: 'wind-planner',
        features: { TerrainAhn: 'Enabled', PanoUpload: 'Enabled' },
      });
      const [user] = await database.db
        .insert(users)
        .values({
          subject: `bench-abuse-${name}`,
          email: `${name}@example.test`,
          identityProvider: 'embedded',
        })
        .returning();
      await database.db
        .insert(userAccounts)
        .values({ userId: user!.id, subscriptionId: subscription.id, roles: ['Owner'] });
      const created = await database.db
        .insert(projects)
        .values(
          Array.from({ length: projectCount }, (_, i) => ({
            subscriptionId: subscription.id,
            name: `${name} project ${i + 1}`,
            tagNames: [],
          })),
        )
        .returning();
      const token = await signAccessToken(key!, {
        issuer,
        subject: user!.subject,
        email: user!.email,
        expiresIn: '2h',
      });
      return {
        headers: { authorization: `Bearer ${token}`, 'x-subscription-key': subscription.key },
        projectIds: created.map((p) => p.id),
      };
    };
    return { a: await organisation('a'), b: await organisation('b') };
  } finally {
    await database.close();
  }
}

/** A viewpoint in each project, through the API (the dashboard's call). */
async function withViewpoints(url: string, org: Omit<Organisation, 'viewpointIds'>): Promise<Organisation> {
  const viewpointIds: number[] = [];
  for (const projectId of org.projectIds) {
    const response = await fetch(`${url}/api/projects/${projectId}/viewpoints`, {
      method: 'POST',
      headers: { ...org.headers, 'content-type': 'application/json' },
      body: JSON.stringify({ name: 'Dunes', position: { longitude: 5.39, latitude: 52.16, altitude: 2 } }),
    });
    if (response.status !== 201)
      throw new Error(`creating a viewpoint answered ${response.status}: ${await response.text()}`);
    viewpointIds.push(((await response.json()) as { id: number }).id);
  }
  return { ...org, viewpointIds };
}

type Answer = { status: number | 'timeout' | 'refused'; ms: number; detail: string };

function fileName(file: Pick<AttackFile, 'target' | 'bytes'>): string {
  if (file.target === 'terrain') return 'heights.tif';
  const [first, second] = file.bytes;
  return first === 0x89 ? 'photo.png' : first === 0x52 && second === 0x49 ? 'photo.webp' : 'photo.jpg';
}

/** PUT of one file as the dashboard sends it (multipart field "file"). */
async function upload(
  url: string,
  org: Organisation,
  slot: number,
  file: Pick<AttackFile, 'target' | 'bytes'>,
): Promise<Answer> {
  const path =
    file.target === 'photo'
      ? `/api/projects/viewpoints/${org.viewpointIds[slot]}/photo`
      : `/api/projects/${org.projectIds[slot]}/terrain-model`;
  const form = new FormData();
  form.set('file', new Blob([file.bytes as Uint8Array<ArrayBuffer>]), fileName(file));
  const started = performance.now();
  try {
    const response = await fetch(`${url}${path}`, {
      method: 'PUT',
      headers: org.headers,
      body: form,
      signal: AbortSignal.timeout(UPLOAD_TIMEOUT_MS),
    });
    const text = await response.text();
    const ms = performance.now() - started;
    let detail = '';
    if (!response.ok) {
      try {
        detail = String((JSON.parse(text) as { detail?: string }).detail ?? '');
      } catch {
        detail = text;
      }
    }
    return { status: response.status, ms, detail: detail.slice(0, 90) };
  } catch (error) {
    const ms = performance.now() - started;
    const timedOut = error instanceof Error && error.name === 'TimeoutError';
    return {
      status: timedOut ? 'timeout' : 'refused',
      ms,
      detail: error instanceof Error ? error.message : '',
    };
  }
}

/** VmRSS of a process, bytes; null when it is gone. */
function vmRss(pid: number): number | null {
  try {
    const kb = /VmRSS:\s+(\d+)/.exec(readFileSync(`/proc/${pid}/status`, 'utf8'))?.[1];
    return kb === undefined ? null : Number(kb) * 1024;
  } catch {
    return null;
  }
}

/** A process's descendants, from each of its threads' children list (Linux /proc). */
function descendants(pid: number): number[] {
  const found: number[] = [];
  const visit = (parent: number) => {
    let tasks: string[];
    try {
      tasks = readdirSync(`/proc/${parent}/task`);
    } catch {
      return;
    }
    for (const task of tasks) {
      let children = '';
      try {
        children = readFileSync(`/proc/${parent}/task/${task}/children`, 'utf8');
      } catch {
        continue;
      }
      for (const child of children.split(' ').filter(Boolean).map(Number)) {
        found.push(child);
        visit(child);
      }
    }
  };
  visit(pid);
  return found;
}

type Sample = { at: number; rss: number; withChildren: number; children: number };
type Poll = { at: number; ms: number; ok: boolean };

/** Samples RSS every 100 ms and /healthz every 50 ms until stopped. */
function watch(server: ServerProcess) {
  const pid = server.child.pid!;
  const samples: Sample[] = [];
  const polls: Poll[] = [];
  let running = true;
  const sampler = setInterval(() => {
    const rss = vmRss(pid);
    if (rss === null) return;
    const children = descendants(pid);
    const childRss = children.reduce((sum, child) => sum + (vmRss(child) ?? 0), 0);
    samples.push({ at: performance.now(), rss, withChildren: rss + childRss, children: children.length });
  }, 100);
  const poller = (async () => {
    while (running) {
      const started = performance.now();
      const ok = await fetch(`${server.url}/healthz`, { signal: AbortSignal.timeout(10_000) }).then(
        async (r) => {
          await r.arrayBuffer();
          return r.ok;
        },
        () => false,
      );
      const ms = performance.now() - started;
      polls.push({ at: started, ms, ok });
      await sleep(Math.max(0, 50 - ms));
    }
  })();
  return {
    samples,
    polls,
    stop: async () => {
      running = false;
      clearInterval(sampler);
      await poller;
    },
  };
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
const between = <T extends { at: number }>(list: T[], from: number, to: number) =>
  list.filter((x) => x.at >= from && x.at <= to);
const sorted = (values: number[]) => [...values].sort((a, b) => a - b);
const answeredWell = (answer: Answer) =>
  typeof answer.status === 'number' && answer.status < 500 && answer.ms <= ANSWER_GOAL_S * 1000;

async function main(): Promise<void> {
  const guard = setTimeout(() => {
    console.error('abuse benchmark: over its time budget, stopping');
    process.exit(1);
  }, 300_000);
  guard.unref();
  const corpus = await attackCorpus();
  const photo = { target: 'photo' as const, bytes: await ordinaryPhoto() };
  const terrain = { target: 'terrain' as const, bytes: ordinaryTerrain() };
  const dataDir = mkdtempSync(join(tmpdir(), 'vantage-bench-abuse-'));
  const port = await freePort();
  const seeded = await seed(dataDir, `http://localhost:${port}`, corpus.length);
  const server = await startServerProcess(
    { DATA_DIR: dataDir, SEED_DEMO: 'false' },
    { port, timeoutMs: 120_000, nodeArgs: ['--max-old-space-size=1024'] },
  );
  let exit: string | null = null;
  server.child.once('exit', (code, signal) => {
    exit = signal ?? `exit code ${code}`;
  });
  const watcher = watch(server);
  try {
    const a = await withViewpoints(server.url, { ...seeded.a, projectIds: seeded.a.projectIds.slice(0, 1) });
    const b = await withViewpoints(server.url, seeded.b);

    const warmUp: Answer[] = [];
    for (let round = 0; round < 2; round++) {
      warmUp.push(await upload(server.url, a, 0, photo));
      const answer = await upload(server.url, a, 0, terrain);
      if (answer.status !== 200 || warmUp.at(-1)!.status !== 200)
        throw new Error(`A's ordinary uploads answered ${warmUp.at(-1)!.status} and ${answer.status}`);
    }
    await sleep(3_000);
    const idleWindow = between(watcher.samples, performance.now() - 1_000, performance.now());
    const idle = percentile(sorted(idleWindow.map((s) => s.rss)), 50);
    const idleWithChildren = percentile(sorted(idleWindow.map((s) => s.withChildren)), 50);

    // The burst: B's corpus four at a time; A's ordinary uploads every 3 s meanwhile.
    const burstStart = performance.now();
    const queue = corpus.map((file, slot) => ({ file, slot }));
    const answers = new Map<AttackFile, Answer>();
    const lane = async () => {
      for (let next = queue.shift(); next; next = queue.shift()) {
        if (exit !== null || performance.now() - burstStart > BURST_DEADLINE_MS) break;
        answers.set(next.file, await upload(server.url, b, next.slot, next.file));
      }
    };
    const lanes = Promise.all(Array.from({ length: LANES }, lane));
    let burstOver = false;
    void lanes.then(() => {
      burstOver = true;
    });
    const ordinary: Array<{ photo: Answer; terrain: Answer }> = [];
    while (!burstOver) {
      const round = performance.now();
      const [p, t] = await Promise.all([upload(server.url, a, 0, photo), upload(server.url, a, 0, terrain)]);
      ordinary.push({ photo: p, terrain: t });
      await Promise.race([lanes, sleep(Math.max(0, ORDINARY_EVERY_MS - (performance.now() - round)))]);
    }
    const burstEnd = performance.now();
    await sleep(SETTLE_MS);
    const after = exit === null ? vmRss(server.child.pid!) : null;
    await watcher.stop();

    // --- figures -------------------------------------------------------------------------
    const alive = exit === null;
    const window = between(watcher.samples, burstStart, performance.now());
    const peak = Math.max(...window.map((s) => s.rss));
    const peakWithChildren = Math.max(...window.map((s) => s.withChildren));
    const mostChildren = Math.max(0, ...window.map((s) => s.children));
    const polls = between(watcher.polls, burstStart, burstEnd);
    const pollMs = sorted(polls.map((p) => p.ms));
    const failedPolls = polls.filter((p) => !p.ok).length;
    const photoMs = sorted(ordinary.map((o) => o.photo.ms));
    const terrainMs = sorted(ordinary.map((o) => o.terrain.ms));
    const ordinaryFailed = ordinary.filter((o) => o.photo.status !== 200 || o.terrain.status !== 200).length;
    const mb = (bytes: number) => `${(bytes / MB).toFixed(0)} MB`;

    console.log(
      `\nServer (${server.compiled ? 'compiled' : 'sources through tsx'}, --max-old-space-size=1024): ` +
        `${alive ? 'alive' : `DIED (${exit})`} after the burst of ${((burstEnd - burstStart) / 1000).toFixed(1)} s`,
    );
    console.log(
      `  idle RSS ${mb(idle)} (with children ${mb(idleWithChildren)}); peak ${mb(peak)} (+${mb(peak - idle)}), ` +
        `with children ${mb(peakWithChildren)} (+${mb(peakWithChildren - idleWithChildren)}, at most ${mostChildren} children); ` +
        `10 s after: ${after === null ? 'n/a' : `${mb(after)} (+${mb(after - idle)})`}`,
    );
    console.log(
      `  /healthz during the burst: ${polls.length} polls, p50 ${percentile(pollMs, 50).toFixed(0)} ms, ` +
        `p99 ${percentile(pollMs, 99).toFixed(0)} ms, max ${Math.max(0, ...pollMs).toFixed(0)} ms, ${failedPolls} failed`,
    );
    console.log(
      `  A's ordinary uploads (${ordinary.length} rounds, ${ordinaryFailed} not 200): photo p95 ` +
        `${(percentile(photoMs, 95) / 1000).toFixed(2)} s (warm-up ${(warmUp.at(-1)!.ms / 1000).toFixed(2)} s), ` +
        `terrain p95 ${(percentile(terrainMs, 95) / 1000).toFixed(2)} s`,
    );
    console.log('\n| attack | target | bytes | answer | time | within goal |\n|---|---|---|---|---|---|');
    for (const file of corpus) {
      const answer = answers.get(file);
      const cells = answer
        ? [
            String(answer.status),
            `${(answer.ms / 1000).toFixed(2)} s`,
            answeredWell(answer) ? 'yes' : '**no**',
          ]
        : ['not sent', '', '**no**'];
      console.log(
        `| ${file.name} | ${file.target} | ${file.bytes.length.toLocaleString('en')} | ${cells.join(' | ')} |`,
      );
    }
    for (const [file, answer] of answers)
      if (answer.detail) console.log(`  ${file.name}: ${answer.status} ${answer.detail}`);

    const method = `${corpus.length} attack files from B, ${LANES} at a time; A every ${ORDINARY_EVERY_MS / 1000} s`;
    const dead = alive ? {} : { met: false };
    const attackFigures = corpus.map((file) => {
      const answer = answers.get(file);
      return {
        ...figure(
          `abuse: ${file.name} answer time`,
          answer ? answer.ms / 1000 : null,
          's',
          { atMost: ANSWER_GOAL_S, text: `2xx or 4xx within ${ANSWER_GOAL_S} s` },
          answer ? `answered ${answer.status}` : 'not sent',
        ),
        met: answer ? answeredWell(answer) : false,
      };
    });
    const figures: Figure[] = [
      {
        ...figure('abuse: server alive after the burst', alive ? 1 : 0, '', { text: 'yes' }, method),
        met: alive,
      },
      figure('abuse: peak RSS − idle', (peak - idle) / MB, 'MB', { atMost: 600 }, method),
      figure(
        'abuse: peak RSS with child processes − idle',
        (peakWithChildren - idleWithChildren) / MB,
        'MB',
        undefined,
        `${method}; VmRSS of the server and its descendants`,
      ),
      {
        ...figure('abuse: /healthz p99 during the burst', percentile(pollMs, 99), 'ms', { atMost: 100 }),
        ...dead,
      },
      figure('abuse: /healthz max during the burst', Math.max(0, ...pollMs), 'ms'),
      {
        ...figure(
          'abuse: RSS 10 s after the burst − idle',
          after === null ? null : (after - idle) / MB,
          'MB',
          { atMost: 100 },
        ),
        ...dead,
      },
      {
        ...figure("abuse: A's ordinary photo upload p95", percentile(photoMs, 95) / 1000, 's', { atMost: 2 }),
        ...(ordinaryFailed > 0 ? { met: false } : {}),
      },
      figure("abuse: A's ordinary terrain upload p95", percentile(terrainMs, 95) / 1000, 's'),
      ...attackFigures,
    ];
    record('abuse', figures);
  } finally {
    await watcher.stop();
    await server.stop();
    rmSync(dataDir, { recursive: true, force: true });
  }
}

main().then(
  () => process.exit(0),
  (error: unknown) => {
    console.error(error);
    process.exit(1);
  },
);
