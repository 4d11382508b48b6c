/**
 * The floor for GET /api/projects: node:http + pg + jose and nothing else of ours
 * but the pure presenter that shapes a row into the answer's JSON. It checks the bearer token
 * as the server does (signature against the embedded provider's key, issuer, expiry, `azp`),
 * then runs the very statements the server ran for the same request (captured by
 * bench/api-floor.ts: same SQL text, same values, the same names of prepared
 * statements, the same ones in parallel) and
 * answers the same JSON with the same X-Total-Count.
 * Run by api-floor.ts: node --import tsx bench/api-floor-server.ts <config.json>
 */
import { readFileSync } from 'node:fs';
import { createServer } from 'node:http';
import { coordinateSystems, presentProject, projects } from '@vantage/server/testing';
import { getTableColumns } from 'drizzle-orm';
import { createLocalJWKSet, jwtVerify } from 'jose';
import pg from 'pg';

/** `name`: the server's named (prepared) statements are named alike here. */
export type Statement = { name?: string; text: string; values: unknown[]; rowMode?: 'array' };
export type FloorConfig = {
  databaseUrl: string;
  port: number;
  issuer: string;
  audience: string;
  jwks: { keys: object[] };
  path: string;
  sequential: Statement[];
  parallel: Statement[];
  /** Index in `parallel` of the page of rows and of the count. */
  listIndex: number;
  countIndex: number;
  actor: Parameters<typeof presentProject>[1];
};

const config = JSON.parse(readFileSync(process.argv[2]!, 'utf8')) as FloorConfig;
const pool = new pg.Pool({ connectionString: config.databaseUrl, max: 10 });
const keys = createLocalJWKSet(config.jwks as never);
const projectKeys = Object.keys(getTableColumns(projects));
const systemKeys = Object.keys(getTableColumns(coordinateSystems));

function toRow(values: unknown[]) {
  const project = Object.fromEntries(projectKeys.map((key, i) => [key, values[i]]));
  const systemValues = values.slice(projectKeys.length, projectKeys.length + systemKeys.length);
  const coordinateSystem = systemValues.every((v) => v === null)
    ? null
    : Object.fromEntries(systemKeys.map((key, i) => [key, systemValues[i]]));
  const pendingTransferId = values[projectKeys.length + systemKeys.length] ?? null;
  return { project, coordinateSystem, pendingTransferId } as unknown as Parameters<typeof presentProject>[0];
}

const server = createServer(async (req, res) => {
  try {
    if (req.method !== 'GET' || req.url !== config.path) {
      res.writeHead(404).end();
      return;
    }
    const token = /^Bearer (.+)$/.exec(req.headers.authorization ?? '')?.[1];
    if (!token) {
      res.writeHead(401).end();
      return;
    }
    const { payload } = await jwtVerify(token, keys, { issuer: config.issuer });
    if (payload.azp !== config.audience) {
      res.writeHead(401).end();
      return;
    }
    const run = (s: Statement): Promise<pg.QueryResult> =>
      s.rowMode === 'array'
        ? pool.query({
            name: s.name,
            text: s.text,
            values: s.values,
            rowMode: 'array',
          } as pg.QueryArrayConfig)
        : pool.query({ name: s.name, text: s.text, values: s.values });
    for (const s of config.sequential) await run(s);
    const results = await Promise.all(config.parallel.map(run));
    const rows = results[config.listIndex]!.rows as unknown[][];
    const countRow = results[config.countIndex]!.rows[0] as unknown[] | Record<string, unknown>;
    const total = Number(Array.isArray(countRow) ? countRow[0] : Object.values(countRow)[0]);
    const body = JSON.stringify(rows.map((row) => presentProject(toRow(row), config.actor)));
    res.writeHead(200, {
      'content-type': 'application/json; charset=utf-8',
      'content-length': Buffer.byteLength(body),
      'x-total-count': String(total),
    });
    res.end(body);
  } catch (error) {
    res.writeHead(500).end(String(error));
  }
});
server.listen(config.port, '127.0.0.1');
process.on('SIGTERM', () => {
  server.close();
  void pool.end().then(() => process.exit(0));
});
