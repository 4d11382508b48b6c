/**
 * The sign-in flood's clients, in a worker thread of their own (signin-flood.ts starts it), so
 * that making 64 clients' requests does not take the event loop of the server being measured:
 * on a real server the flood comes from other machines. Each client opens a sign-in page once,
 * then posts bad passwords in a loop, every one for a new address from a new client address.
 * Posts its attempt count every 100 ms; stops on any message.
 */
import { randomBytes } from 'node:crypto';
import { parentPort, workerData } from 'node:worker_threads';
import { readForm, TestBrowser } from '@vantage/server/testing';

export type FlooderData = { baseUrl: string; issuer: string; clients: number };

const { baseUrl, issuer, clients } = workerData as FlooderData;
let stop = false;
let attempts = 0;

async function client() {
  const browser = new TestBrowser(baseUrl);
  const query = new URLSearchParams({
    client_id: 'planner_dash',
    response_type: 'code',
    scope: 'openid',
    redirect_uri: `${baseUrl}/`,
    code_challenge: randomBytes(32).toString('base64url'),
    code_challenge_method: 'S256',
  });
  const page = await browser.follow(`${issuer}/protocol/openid-connect/auth?${query}`);
  const form = readForm(page.text);
  while (!stop) {
    const forwarded = `10.${attempts % 250}.${Math.floor(attempts / 250) % 250}.${(attempts * 7) % 250}`;
    await browser.request(form.action, {
      form: { ...form.fields, email: `nobody-${attempts}@example.test`, password: 'wrong-password' },
      headers: { 'x-forwarded-for': forwarded },
    });
    attempts += 1;
  }
}

const ticker = setInterval(() => parentPort?.postMessage(attempts), 100);
parentPort?.once('message', () => {
  stop = true;
});
await Promise.all(Array.from({ length: clients }, client));
clearInterval(ticker);
parentPort?.postMessage(attempts);
