import { randomBytes } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../test/harness.js';
import { listen, negotiate, RawHubSocket, RS, wsUrl } from '../test/hub-client.js';
import { issueConnectionToken, readConnectionToken } from './connection-token.js';
import { parseMessage, RecordReader } from './protocol.js';

/** The wire protocol by hand: what the official client never sends, and the exact answers. */
let t: TestApp;
let baseUrl: string;
let member: Awaited<ReturnType<TestApp['buildMember']>>;
let other: Awaited<ReturnType<TestApp['buildMember']>>;
const sockets: RawHubSocket[] = [];

async function openRaw(query: string, token?: string) {
  const socket = await RawHubSocket.open(
    wsUrl(baseUrl, query),
    token ? { authorization: `Bearer ${token}` } : {},
  );
  sockets.push(socket);
  return socket;
}

async function refusal(query: string, token?: string): Promise<number> {
  try {
    await openRaw(query, token);
  } catch (error) {
    return (error as { status: number }).status;
  }
  return 101;
}

async function handshaken(token: string) {
  const { body } = await negotiate(baseUrl, token);
  const socket = await openRaw(`?id=${body.connectionToken}`, token);
  socket.send({ protocol: 'json', version: 1 });
  await socket.waitFor((record) => Object.keys(record).length === 0);
  return socket;
}

beforeAll(async () => {
  t = await createTestApp({ HUB_KEEPALIVE_SECONDS: '1', HUB_CLOSE_ON_TOKEN_EXPIRY: 'true' });
  baseUrl = await listen(t.app);
  const { subscription } = await t.buildSubscription();
  member = await t.buildMember(subscription, ['TeamMember']);
  other = await t.buildMember(subscription, ['Observer']);
});

afterAll(async () => {
  for (const socket of sockets) socket.close();
  await t.close();
});

describe('negotiate', () => {
  it('answers version 1 with a URL-safe connection token and WebSockets', async () => {
    const { status, body } = await negotiate(baseUrl, member.token);
    expect(status).toBe(200);
    expect(body).toEqual({
      connectionId: expect.stringMatching(/^[A-Za-z0-9_-]+$/),
      connectionToken: expect.stringMatching(/^[A-Za-z0-9_.-]+$/),
      negotiateVersion: 1,
      availableTransports: [{ transport: 'WebSockets', transferFormats: ['Text', 'Binary'] }],
    });
    expect(body.connectionToken).not.toBe(body.connectionId);
  });

  it('takes the token from access_token too, and refuses none with 401', async () => {
    const viaQuery = await fetch(
      `${baseUrl}/signalr/negotiate?negotiateVersion=1&access_token=${encodeURIComponent(member.token)}`,
      { method: 'POST', headers: { 'content-type': 'text/plain;charset=UTF-8' }, body: '' },
    );
    expect(viaQuery.status).toBe(200);
    const { status, body } = await negotiate(baseUrl);
    expect(status).toBe(401);
    expect(body).toMatchObject({ status: 401, title: 'Unauthorized' });
  });
});

describe('connect', () => {
  it('refuses unknown ids (404), a second socket (409), bad tokens (401) and another user (403)', async () => {
    const { body } = await negotiate(baseUrl, member.token);
    const id = String(body.connectionToken);
    const expired = await t.tokenFor(member.user, { expiresIn: Math.floor(Date.now() / 1000) - 120 });

    expect(await refusal(`?id=${id}`)).toBe(401);
    expect(await refusal(`?id=${id}`, expired)).toBe(401);
    expect(await refusal(`?id=${id}`, other.token)).toBe(403);
    expect(await refusal(`?id=${id.slice(0, -2)}xx`, member.token)).toBe(404);
    expect(await refusal('?id=nonsense', member.token)).toBe(404);

    const first = await openRaw(`?id=${id}`, member.token);
    expect(first.closed).toBe(false);
    expect(await refusal(`?id=${id}`, member.token)).toBe(409);
  });

  it('accepts the browser form: access_token on the URL', async () => {
    const { body } = await negotiate(baseUrl, member.token);
    const socket = await openRaw(
      `?id=${body.connectionToken}&access_token=${encodeURIComponent(member.token)}`,
    );
    socket.send({ protocol: 'json', version: 1 });
    expect(await socket.waitFor(() => true)).toEqual({});
  });

  it('answers 404 to WebSocket upgrades on other paths', async () => {
    await expect(RawHubSocket.open(`${baseUrl.replace('http', 'ws')}/elsewhere`)).rejects.toMatchObject({
      status: 404,
    });
  });
});

describe('messages', () => {
  it('refuses an unsupported protocol in the handshake', async () => {
    const { body } = await negotiate(baseUrl, member.token);
    const socket = await openRaw(`?id=${body.connectionToken}`, member.token);
    socket.send({ protocol: 'messagepack', version: 1 });
    expect(await socket.waitFor(() => true)).toEqual({
      error: "The protocol 'messagepack' is not supported.",
    });
    await socket.waitClosed();
  });

  // The deadline is kept by the hub's one sweep timer (every keep-alive / 3), not a timer per
  // connection: 15 s plus at most one sweep interval.
  it('refuses a handshake that does not come within 15 s', { timeout: 40_000 }, async () => {
    const { body } = await negotiate(baseUrl, member.token);
    const socket = await openRaw(`?id=${body.connectionToken}`, member.token);
    const opened = Date.now();
    expect(await socket.waitFor(() => true, 30_000)).toEqual({
      error: 'The handshake did not arrive in time.',
    });
    expect(Date.now() - opened).toBeGreaterThanOrEqual(14_000);
    await socket.waitClosed();
  });

  it('reads several records from one frame and a record split over two frames', async () => {
    const { body } = await negotiate(baseUrl, member.token);
    const socket = await openRaw(`?id=${body.connectionToken}`, member.token);
    socket.send(
      { protocol: 'json', version: 1 },
      { type: 1, invocationId: '1', target: 'SubscribeToUser', arguments: [member.user.id] },
      { type: 6 },
    );
    expect(await socket.waitFor((r) => r.invocationId === '1')).toEqual({ type: 3, invocationId: '1' });
    const record = JSON.stringify({ type: 1, invocationId: '2', target: 'Nope', arguments: [] }) + RS;
    socket.sendText(record.slice(0, 10));
    socket.sendText(record.slice(10));
    expect(await socket.waitFor((r) => r.invocationId === '2')).toEqual({
      type: 3,
      invocationId: '2',
      error: "Unknown hub method 'Nope'.",
    });
  });

  it('answers no completion to send(), and an error to stream invocations', async () => {
    const socket = await handshaken(member.token);
    socket.send({ type: 1, target: 'SubscribeToProject', arguments: ['bad'] });
    socket.send({ type: 4, invocationId: '9', target: 'SubscribeToProject', arguments: [1] });
    const answer = await socket.waitFor((r) => r.type === 3);
    expect(answer).toEqual({
      type: 3,
      invocationId: '9',
      error: "Streaming method 'SubscribeToProject' is not supported.",
    });
    expect(socket.records.filter((r) => r.type === 3)).toHaveLength(1);
  });

  it('pings an idle client, paced by the keep-alive interval', async () => {
    const socket = await handshaken(member.token);
    const started = Date.now();
    // The keep-alive is 1 s here: a ping comes 2/3 of it after the last message. How late it
    // is seen depends on the machine's load, so only its pacing is checked, from below; the
    // wait is a guard against a hub that never pings.
    await socket.waitFor((r) => r.type === 6, 15_000);
    expect(Date.now() - started).toBeGreaterThanOrEqual(300);
  });

  it('closes for good (no allowReconnect) on a malformed message', async () => {
    const socket = await handshaken(member.token);
    socket.sendText(`{"type":"nonsense"${RS}`);
    const closing = await socket.waitFor((r) => r.type === 7);
    expect(closing).toEqual({ type: 7, error: expect.stringMatching(/^Connection closed with an error/) });
    await socket.waitClosed();
  });

  it('asks the client to reconnect when its token expires (HUB_CLOSE_ON_TOKEN_EXPIRY)', async () => {
    const shortLived = await t.tokenFor(member.user, { expiresIn: Math.floor(Date.now() / 1000) + 2 });
    const socket = await handshaken(shortLived);
    const closing = await socket.waitFor((r) => r.type === 7, 6_000);
    expect(closing).toEqual({ type: 7, error: 'The access token has expired.', allowReconnect: true });
    await socket.waitClosed();
  });
});

describe('protocol pieces', () => {
  it('keeps a partial record for the next frame', () => {
    const reader = new RecordReader();
    expect(reader.push(`{"type":6}${RS}{"ty`)).toEqual(['{"type":6}']);
    expect(reader.hasPending).toBe(true);
    expect(reader.push(`pe":6}${RS}`)).toEqual(['{"type":6}']);
  });

  it('rejects messages it cannot trust', () => {
    expect(() => parseMessage('[1]')).toThrow(/JSON object/);
    expect(() => parseMessage('{"type":1,"target":5}')).toThrow(/no target/);
    expect(() => parseMessage('{"type":1,"target":"x","arguments":{}}')).toThrow(/array/);
    expect(() => parseMessage('{"type":1,"target":"x","invocationId":3}')).toThrow(/invocationId/);
    expect(parseMessage('{"type":1,"target":"x"}')).toEqual({ type: 1, target: 'x', arguments: [] });
  });

  it('verifies connection tokens: forged, tampered and expired ones fail', () => {
    const secret = randomBytes(32);
    const ticket = { connectionId: 'c1', userId: 'u1', subject: 's1' };
    const token = issueConnectionToken(secret, ticket, 1_000);
    expect(readConnectionToken(secret, token, 2_000)).toMatchObject(ticket);
    expect(readConnectionToken(randomBytes(32), token, 2_000)).toBeUndefined();
    const [payload, signature] = token.split('.');
    const tampered = Buffer.from(JSON.stringify({ c: 'c1', u: 'u2', s: 's1', e: 9e15 })).toString(
      'base64url',
    );
    expect(readConnectionToken(secret, `${tampered}.${signature}`, 2_000)).toBeUndefined();
    expect(readConnectionToken(secret, `${payload}.${signature}`, 1_000 + 3 * 60_000)).toBeUndefined();
  });
});
