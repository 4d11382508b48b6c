import { Readable } from 'node:stream';
import { setTimeout as sleep } from 'node:timers/promises';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildRequest, type Caller, type Known, type OpenApiDocument } from '../test/fuzz/requests.js';
import { type Mode, seededRandom } from '../test/fuzz/values.js';
import { createTestApp, type TestApp } from '../test/harness.js';
import { insertContent, insertProject } from '../test/project-fixtures.js';
import { documentOf } from './build-document.js';

/**
 * A generated run over the OpenAPI document. Every operation gets valid, edge and invalid
 * requests (seeded: each run draws a seed and prints it, `FUZZ_SEED=<n>` repeats a run,
 * `FUZZ_REQUESTS` sets its size); no answer may be a 5xx or a status the document does not
 * list for its operation, and every error answer must be application/problem+json.
 */
const REQUESTS = Number(process.env.FUZZ_REQUESTS ?? 2_000);
const CONCURRENCY = 4;
const SEED = Number(process.env.FUZZ_SEED ?? Math.floor(Math.random() * 2 ** 31));

/** A body in 32-byte pieces a moment apart, as a socket delivers it. */
function inPieces(body: Buffer): Readable {
  return Readable.from(
    (async function* () {
      for (let start = 0; start < body.length; start += 32) {
        yield body.subarray(start, start + 32);
        await sleep(1);
      }
    })(),
  );
}

let t: TestApp;
let document: OpenApiDocument;
let caller: Caller;
const known: Known = { ids: [], keys: [], uuids: [] };

beforeAll(async () => {
  t = await createTestApp({}, { checkRequests: false });
  document = documentOf(t.app) as unknown as OpenApiDocument;
  const { subscription } = await t.buildSubscription();
  const owner = await t.buildMember(subscription, ['Owner']);
  caller = { authorization: owner.headers.authorization, subscriptionKey: subscription.key };
  const project = await insertProject(t.ctx, { subscriptionId: subscription.id });
  const content = await insertContent(t.ctx, project.id);
  const presentation = await insertProject(t.ctx, {
    subscriptionId: subscription.id,
    originalProjectId: project.id,
    published: true,
    publicationKey: 'fuzz-publication-key',
  });
  known.ids.push(
    project.id,
    presentation.id,
    owner.account.id,
    ...content.viewpoints.map((row) => row.id),
    ...content.scenarios.map((row) => row.id),
    ...content.plannerObjects.map((row) => row.id),
    content.preset.id,
    content.tour.id,
  );
  known.keys.push('fuzz-publication-key', subscription.key);
  const types = await t.app.inject({ method: 'GET', url: '/api/planner-types', headers: owner.headers });
  known.keys.push(...(types.json() as Array<{ key: string }>).map((type) => type.key));
});
afterAll(() => t.close());

describe('fuzzing the API from its OpenAPI document', () => {
  it(`answers ${REQUESTS} generated requests without a 5xx or an undocumented status, every error as problem+json`, async () => {
    console.log(`fuzz seed ${SEED} (repeat with FUZZ_SEED=${SEED})`);
    const random = seededRandom(SEED);
    const operations = Object.entries(document.paths).flatMap(([path, item]) =>
      Object.entries(item).map(([method, operation]) => ({ path, method, operation })),
    );
    const failures: string[] = [];
    const statuses = new Map<number, number>();
    const undocumented = new Set<string>();
    const started = Date.now();
    // Requests depend only on the seed (never on answers), so a seed repeats its requests;
    // they are sent a few at a time, which is quicker and also exercises concurrent calls.
    const requests = Array.from({ length: REQUESTS }, (_, i) => {
      const { path, method, operation } = operations[i % operations.length]!;
      const mode: Mode = random.pick(['valid', 'valid', 'boundary', 'invalid']);
      return buildRequest(document, path, method, operation, random, mode, known, caller);
    });
    for (let i = 0; i < requests.length; i += CONCURRENCY) {
      const batch = requests.slice(i, i + CONCURRENCY);
      const answers = await Promise.all(
        batch.map((request) =>
          t.app.inject({
            method: request.method as 'GET',
            url: request.url,
            headers:
              request.inPieces && Buffer.isBuffer(request.payload)
                ? { ...request.headers, 'content-length': String(request.payload.length) }
                : request.headers,
            payload:
              request.inPieces && Buffer.isBuffer(request.payload)
                ? inPieces(request.payload)
                : request.payload,
          }),
        ),
      );
      answers.forEach((res, k) => {
        const request = batch[k]!;
        statuses.set(res.statusCode, (statuses.get(res.statusCode) ?? 0) + 1);
        const documented = document.paths[request.path]?.[request.method.toLowerCase()]?.responses ?? {};
        const answer = `${request.operationId} ${res.statusCode}`;
        const isDocumented = String(res.statusCode) in documented;
        if (!isDocumented) undocumented.add(answer);
        const isProblem = /^application\/problem\+json/.test(String(res.headers['content-type']));
        if (res.statusCode >= 500 || !isDocumented || (res.statusCode >= 400 && !isProblem)) {
          const body = typeof request.payload === 'string' ? request.payload.slice(0, 300) : '<binary>';
          failures.push(
            `#${i + k} ${request.operationId} (${request.mode}) ${request.method} ${request.url} ${body} → ${res.statusCode} ${res.headers['content-type']} ${res.body.slice(0, 200)}`,
          );
        }
      });
    }
    console.log(
      `fuzz: ${REQUESTS} requests over ${operations.length} operations in ${Date.now() - started} ms; statuses ${JSON.stringify(Object.fromEntries(statuses))}`,
    );
    console.log(`fuzz: undocumented statuses ${JSON.stringify([...undocumented])}`);
    expect(failures.slice(0, 20), `seed ${SEED}: ${failures.length} failures`).toEqual([]);
  }, 180_000);
});
