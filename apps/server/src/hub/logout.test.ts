import type { HubConnection } from '@microsoft/signalr';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { findUserBySubject } from '../modules/users/service.js';
import { hubClient, listen, nextEvent, siblingApp } from '../test/hub-client.js';
import { startIdentityApp } from '../test/identity-app.js';
import { readForm, type TestBrowser } from '../test/test-browser.js';

/**
 * "Logout ends the hub connection's right to receive". After the provider's
 * logout (RP-initiated, the dashboard's Log out), the session's access token is refused by
 * the API and the hub, and its open hub connections close, on every process.
 */
type Idp = Awaited<ReturnType<typeof startIdentityApp>>;

async function signedIn(idp: Idp) {
  const credentials = await idp.createAccount();
  const browser = idp.browser();
  const tokens = await idp.signIn(browser, credentials);
  return { browser, tokens, credentials };
}

/** The dashboard's Log out: end_session with the ID token, confirmed by the sign-out page's form. */
async function logOut(idp: Idp, browser: TestBrowser, idToken: string) {
  const page = await browser.request(
    `${idp.issuer}/protocol/openid-connect/logout?${new URLSearchParams({
      id_token_hint: idToken,
      post_logout_redirect_uri: idp.appUri,
    })}`,
  );
  const form = readForm(page.text, 'op.logoutForm');
  const done = await browser.request(form.action, { form: form.fields });
  expect(done.status).toBe(303);
}

const apiStatus = async (baseUrl: string, token: string) =>
  (await fetch(`${baseUrl}/api/user/email-verification`, { headers: { authorization: `Bearer ${token}` } }))
    .status;

/** Resolves with the error the connection closed with (the server's close message). */
const closedWith = (connection: HubConnection) =>
  new Promise<Error | undefined>((resolve) => connection.onclose((error) => resolve(error)));

const connections: HubConnection[] = [];
async function connect(baseUrl: string, token: string) {
  const connection = hubClient(baseUrl, token);
  connections.push(connection);
  await connection.start();
  return connection;
}

afterAll(async () => {
  await Promise.all(connections.map((connection) => connection.stop()));
});

describe('logout ends the session’s tokens and hub connections (one process)', () => {
  let idp: Idp;
  beforeAll(async () => {
    idp = await startIdentityApp();
  });
  afterAll(async () => {
    await idp?.close();
  });

  it('refuses the logged-out token on the API and the hub, closes its connection, and leaves other sessions alone', async () => {
    const { browser, tokens, credentials } = await signedIn(idp);
    expect(tokens.claims.sid).toEqual(expect.any(String));
    // The same account in another browser: a session of its own.
    const other = await idp.signIn(idp.browser(), credentials);
    expect(other.claims.sid).not.toBe(tokens.claims.sid);

    expect(await apiStatus(idp.origin, tokens.access_token)).toBe(200);
    const connection = await connect(idp.origin, tokens.access_token);
    const otherConnection = await connect(idp.origin, other.access_token);
    const closed = closedWith(connection);

    await logOut(idp, browser, tokens.id_token);

    expect((await closed)?.message).toContain('The session has ended.');
    expect(await apiStatus(idp.origin, tokens.access_token)).toBe(401);
    await expect(connect(idp.origin, tokens.access_token)).rejects.toThrow(/401/);
    // The other browser's session goes on, and still hears its user's events.
    expect(otherConnection.state).toBe('Connected');
    expect(await apiStatus(idp.origin, other.access_token)).toBe(200);
    const ensured = await fetch(`${idp.origin}/api/user/ensure-created`, {
      method: 'POST',
      headers: { authorization: `Bearer ${other.access_token}` },
    });
    expect(ensured.ok).toBe(true);
    const user = await findUserBySubject(idp.t.ctx.db, other.claims.sub as string);
    await otherConnection.invoke('SubscribeToUser', user!.id);
    const claim = (clientId: string, force: boolean) =>
      fetch(`${idp.origin}/api/user/client-id`, {
        method: 'PUT',
        headers: {
          authorization: `Bearer ${other.access_token}`,
          'content-type': 'application/json',
          'x-client-id': clientId,
        },
        body: JSON.stringify({ force }),
      });
    expect((await claim('first-tab', false)).status).toBe(204);
    const changed = nextEvent(otherConnection, 'OnClientIdChanged', (id) => id === 'other-tab');
    const claimed = await claim('other-tab', true);
    expect(claimed.status).toBe(204);
    expect(await changed).toEqual(['other-tab']);
  });
});

describe('logout ends the session’s hub connections on every process (Redis)', () => {
  const REDIS_URL = process.env.REDIS_URL ?? 'redis://127.0.0.1:6379';
  let idp: Idp;
  let b: Awaited<ReturnType<typeof siblingApp>>;
  let urlB: string;
  beforeAll(async () => {
    idp = await startIdentityApp({ REDIS_URL });
    b = await siblingApp(idp.t, { REDIS_URL, PUBLIC_URL: idp.origin });
    urlB = await listen(b.app);
  });
  afterAll(async () => {
    await b?.close();
    await idp?.close();
  });

  it('a logout on process A closes the session’s connection on process B and B refuses the token', async () => {
    const { browser, tokens } = await signedIn(idp);
    const onB = await connect(urlB, tokens.access_token);
    const closed = closedWith(onB);
    expect(await apiStatus(urlB, tokens.access_token)).toBe(200);

    await logOut(idp, browser, tokens.id_token);

    expect((await closed)?.message).toContain('The session has ended.');
    expect(await apiStatus(urlB, tokens.access_token)).toBe(401);
  });
});
