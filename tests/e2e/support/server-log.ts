import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { E2E_PORT } from './config';

/** The e2e server's log (stdout and stderr), written by start-server.ts, scanned by secret-scan.ts. */
export const E2E_SERVER_LOG =
  process.env.E2E_SERVER_LOG ?? join(tmpdir(), `vantage-e2e-${E2E_PORT}-server.log`);
