/**
 * "Logs carry no secrets … a test greps the log of an e2e run for them". Runs after
 * the suite (Playwright globalTeardown, while the server still runs) over the server's log
 * (support/server-log.ts): it fails the run when the log holds a secret of the run.
 */
import { existsSync, readFileSync } from 'node:fs';
import { newUser } from './auth';
import { DEMO_PASSWORD, DEV_ADMIN_TOKEN, E2E_BASE_URL } from './config';
import { E2E_SERVER_LOG } from './server-log';

type Finding = { what: string; line: number; excerpt: string };

/** Secrets that have a shape: tokens, and URL parameters or paths that carry one unredacted. */
const SHAPES: Array<{ what: string; pattern: RegExp }> = [
  { what: 'a JWT (access, ID or refresh token)', pattern: /eyJ[\w-]{8,}\.eyJ[\w-]{8,}\.[\w-]+/ },
  {
    what: 'an unredacted code, token, key or password parameter',
    pattern:
      /[?&"](?:code|code_verifier|id_token_hint|access_token|refresh_token|id_token|token|key|password)=(?!%5Bredacted%5D|\[redacted\])[^&\s"]+/i,
  },
  {
    what: 'an unredacted invitation key in a path',
    pattern: /\/invitations?\/(?:by-key\/)?(?!\[redacted\])[\w-]{16,}/,
  },
  { what: 'a wrong password typed by identity.spec.ts', pattern: /wrong-password-\d+/ },
];

/** Secrets known by value: the passwords the specs type, the dev-admin token. */
const KNOWN = [DEMO_PASSWORD, newUser().password, DEV_ADMIN_TOKEN];

/** Keys of the run's mail links (verification, reset, invitation), from the dev mailbox. */
async function mailedKeys(): Promise<string[]> {
  const response = await fetch(`${E2E_BASE_URL}/dev/mailbox/api/messages`).catch(() => undefined);
  if (!response?.ok) return [];
  const mails = (await response.json()) as Array<{ links: string[] }>;
  const keys = new Set<string>();
  for (const link of mails.flatMap((mail) => mail.links)) {
    const url = new URL(link, E2E_BASE_URL);
    const key = url.searchParams.get('key') ?? /\/invitation\/([^/?#]+)/.exec(url.pathname)?.[1];
    if (key && key.length >= 16) keys.add(key);
  }
  return [...keys];
}

/** Where a secret stands, shown with the secret itself cut short. */
function excerpt(line: string, at: number, length: number): string {
  const start = Math.max(0, at - 60);
  return `${line.slice(start, at)}${line.slice(at, at + Math.min(6, length))}…${line.slice(at + length, at + length + 40)}`;
}

/**
 * The start banner of embedded defaults names the demo password on purpose (seed/demo.ts,
 * README): public demo data, printed once to the operator's terminal, not a log record.
 */
const START_BANNER = `  Demo sign-ins (password for all: ${DEMO_PASSWORD}):`;

export function findSecrets(log: string, known: string[]): Finding[] {
  const findings: Finding[] = [];
  log.split('\n').forEach((text, index) => {
    if (text === START_BANNER) return;
    for (const { what, pattern } of SHAPES) {
      const match = pattern.exec(text);
      if (match)
        findings.push({ what, line: index + 1, excerpt: excerpt(text, match.index, match[0].length) });
    }
    for (const secret of known) {
      const at = text.indexOf(secret);
      if (at >= 0)
        findings.push({
          what: 'a password, key or token of the run',
          line: index + 1,
          excerpt: excerpt(text, at, secret.length),
        });
    }
  });
  return findings;
}

export default async function scanServerLog(): Promise<void> {
  if (!existsSync(E2E_SERVER_LOG)) {
    if (process.env.E2E_REUSE_SERVER === '1') return; // a server started by hand logs elsewhere
    throw new Error(`secret scan: no server log at ${E2E_SERVER_LOG}`);
  }
  // The server writes its lines after answering: give the last ones a moment.
  await new Promise((resolve) => setTimeout(resolve, 300));
  const log = readFileSync(E2E_SERVER_LOG, 'utf8');
  const findings = findSecrets(log, [...KNOWN, ...(await mailedKeys())]);
  if (findings.length === 0) {
    console.log(`secret scan: ${log.split('\n').length} lines of ${E2E_SERVER_LOG}, no secrets`);
    return;
  }
  const report = findings.slice(0, 20).map((f) => `  line ${f.line}: ${f.what}: ${f.excerpt}`);
  throw new Error(
    `secret scan: the server log holds secrets of the run (${findings.length}):\n${report.join('\n')}`,
  );
}
