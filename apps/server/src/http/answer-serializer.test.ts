import { Project } from '@vantage/contracts';
import Fastify, { type FastifyInstance } from 'fastify';
import { validatorCompiler } from 'fastify-type-provider-zod';
import { afterEach, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { buildApp } from '../app.js';
import { loadConfig } from '../config.js';
import { createContext } from '../context.js';
import { serverMounts } from '../mounts.js';
import { openTestDatabase } from '../test/database.js';
import {
  answerSerializerCompiler,
  compileFast,
  isPlainSchema,
  withNullableKeyword,
} from './answer-serializer.js';

const apps: FastifyInstance[] = [];
const cleanups: Array<() => Promise<void>> = [];
afterEach(async () => {
  for (const app of apps.splice(0)) await app.close();
  for (const cleanup of cleanups.splice(0)) await cleanup();
});

/** A bare Fastify with the API's serializer and one route answering `answer` under `schema`. */
async function answering(schema: z.ZodType, answer: unknown, checkAnswers: boolean) {
  const app = Fastify({ logger: false });
  apps.push(app);
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(answerSerializerCompiler({ checkAnswers }));
  app.get('/answer', { schema: { response: { 200: schema } } }, async () => answer);
  await app.ready();
  return app.inject({ method: 'GET', url: '/answer' });
}

const Item = z.object({
  id: z.int(),
  name: z.string(),
  note: z.string().nullable(),
  tags: z.array(z.string()),
});

describe('answers', () => {
  it('never carry a property the contract does not declare, in production as in the tests', async () => {
    const answer = { id: 1, name: 'A', note: null, tags: [], passwordHash: 'secret', nested: { x: 1 } };
    for (const checkAnswers of [false, true]) {
      const response = await answering(Item, answer, checkAnswers);
      expect(response.statusCode).toBe(200);
      expect(response.body).toBe('{"id":1,"name":"A","note":null,"tags":[]}');
    }
  });

  it('are written as zod writes them, nested and nullable (a page of projects)', async () => {
    const project = {
      id: 7,
      name: 'Noordzee "wind" park\n<script>',
      sortOrder: 0,
      tagNames: ['a', 'b'],
      projectDataJson: '{"x":[1,2]}',
      isPendingForOwnershipTransfer: false,
      pendingOwnershipTransferId: null,
      published: true,
      publicationKey: 'abc',
      originalProjectId: null,
      organizations: ['Org'],
      description: 'é ü 😀',
      defaultScenario: 3,
      defaultViewpoint: null,
      defaultCoordinateSystem: {
        id: 1,
        name: 'WGS 84',
        epsgCode: 4326,
        proj4Key: '+proj=longlat',
        xCoordinateName: 'Longitude',
        yCoordinateName: 'Latitude',
        decimals: 6,
        proj4Definition: '+proj=longlat +datum=WGS84 +no_defs +type=crs',
      },
      hasLogo: false,
      logoDownloadUrl: null,
      createdAt: '2026-11-26T07:00:00.000Z',
      updatedAt: '2026-11-26T07:00:00.000Z',
      abilities: {
        open: true,
        update: true,
        rename: true,
        delete: false,
        duplicate: true,
        createRevision: true,
        activateRevision: true,
        present: true,
        transfer: false,
      },
    };
    const page = z.array(Project);
    const parsed = page.parse([project, { ...project, id: 8, defaultCoordinateSystem: null }]);
    const expected = JSON.stringify(z.encode(page, parsed));
    expect(compileFast(page)?.(parsed)).toBe(expected);
    const response = await answering(page, parsed, false);
    expect(response.body).toBe(expected);
  });

  it('nullable objects and integers need no validator to pick their branch', () => {
    const schema = z.toJSONSchema(Project, { target: 'draft-7', io: 'output' });
    expect(JSON.stringify(schema)).toContain('"anyOf"');
    const rewritten = withNullableKeyword(schema) as { properties: Record<string, unknown> };
    expect(JSON.stringify(rewritten)).not.toContain('"anyOf"');
    expect(rewritten.properties.defaultScenario).toEqual({
      type: 'integer',
      minimum: Number.MIN_SAFE_INTEGER,
      maximum: Number.MAX_SAFE_INTEGER,
      nullable: true,
    });
    // A union of two non-null schemas, or a reference, stays as it is.
    const kept = { anyOf: [{ type: 'string' }, { type: 'integer' }] };
    expect(withNullableKeyword(kept)).toEqual(kept);
    const reference = { anyOf: [{ $ref: '#/definitions/X' }, { type: 'null' }] };
    expect(withNullableKeyword(reference)).toEqual(reference);
  });

  it('the contract rejects are a 500 unless NODE_ENV is production', async () => {
    const wrong = { id: 1, name: 42, note: null, tags: [] };
    expect((await answering(Item, wrong, true)).statusCode).toBe(500);
  });

  it('with a schema that is not plain data keep zod’s serializer (its wire form is not its JSON Schema)', async () => {
    const At = z.object({ at: z.date() });
    expect(isPlainSchema(At)).toBe(false);
    expect(compileFast(At)).toBeUndefined();
    const at = new Date('2026-11-26T07:00:00.000Z');
    for (const checkAnswers of [false, true]) {
      const response = await answering(At, { at, extra: 1 }, checkAnswers);
      expect(response.body).toBe('{"at":"2026-11-26T07:00:00.000Z"}');
    }
  });
});

describe('every answer schema of the API', { timeout: 60_000 }, () => {
  it('compiles for fast-json-stringify, or is left to zod because it is not plain data', async () => {
    const database = await openTestDatabase();
    cleanups.push(database.drop);
    const config = loadConfig({ PUBLIC_URL: 'http://localhost:8080', LOG_LEVEL: 'silent' });
    const ctx = await createContext(config, database.handle);
    const schemas: Array<{ route: string; schema: z.core.$ZodType }> = [];
    const collect = async (app: FastifyInstance) => {
      app.addHook('onRoute', (route) => {
        const response = (route.schema?.response ?? {}) as Record<string, unknown>;
        for (const [status, schema] of Object.entries(response))
          if (schema instanceof z.core.$ZodType)
            schemas.push({ route: `${route.method} ${route.url} ${status}`, schema });
      });
    };
    const app = await buildApp(ctx, { mounts: [collect, ...serverMounts(ctx)], logger: false });
    apps.push(app);
    await app.ready();
    expect(schemas.length).toBeGreaterThan(50);
    const failed = schemas.filter(({ schema }) => isPlainSchema(schema) && !compileFast(schema));
    expect(failed.map(({ route }) => route)).toEqual([]);
    // Most answers are plain data and take the fast path.
    const plain = schemas.filter(({ schema }) => isPlainSchema(schema)).length;
    expect(plain / schemas.length).toBeGreaterThan(0.8);
  });
});
