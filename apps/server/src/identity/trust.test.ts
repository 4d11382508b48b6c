import { eq } from 'drizzle-orm';
import { importJWK, SignJWT } from 'jose';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { mails } from '../db/schema/index.js';
import { startIdentityApp } from '../test/identity-app.js';
import { insertProject } from '../test/project-fixtures.js';
import { decodeJwt, readForm } from '../test/test-browser.js';

/**
 * Through the real embedded provider: verified e-mail gates, only access tokens,
 * PKCE on every path, forwarded headers, mail links on our own origin.
 */
let idp: Awaited<ReturnType<typeof startIdentityApp>>;
beforeAll(async () => {
  idp = await startIdentityApp();
});
afterAll(async () => {
  await idp?.close();
});

let counter = 0;
const newPerson = () => ({
  firstName: 'Mallory',
  lastName: 'Squatter',
  email: `invitee-${Date.now().toString(36)}-${counter++}@example.test`,
  password: 'squatting-1234',
  passwordConfirm: 'squatting-1234',
});

/** Registers on the registration page with PKCE and answers the token response. */
async function register(person: ReturnType<typeof newPerson>) {
  return (await idp.register(idp.browser(), idp.authorizeUrl({}, 'registrations'), person)).tokens;
}

async function mailLink(to: string, pattern: RegExp): Promise<string | undefined> {
  await idp.t.drainMail();
  const rows = await idp.t.ctx.db.select().from(mails).where(eq(mails.to, to));
  return rows.map((row) => pattern.exec(row.text)?.[0]).find(Boolean);
}

const bearer = (token: string) => ({ authorization: `Bearer ${token}` });

describe('verified e-mail', () => {
  it('an unverified registrant of the invited address sees and accepts nothing until the mail link is followed', async () => {
    const { t } = idp;
    const { subscription } = await t.buildSubscription();
    const owner = await t.buildMember(subscription, ['Owner']);
    const person = newPerson();
    const invited = await t.app.inject({
      method: 'POST',
      url: '/api/invitations/members',
      headers: owner.headers,
      payload: {
        inviteeEmailAddress: person.email,
        activationUrlTemplate: `${idp.origin}/invitation/{invitationKey}`,
      },
    });
    expect(invited.statusCode).toBe(202);

    const tokens = await register(person);
    expect(decodeJwt(tokens.access_token)).toMatchObject({ email: person.email, email_verified: false });
    const pending = await t.app.inject({
      url: '/api/invitations/pending',
      headers: bearer(tokens.access_token),
    });
    expect(pending.statusCode).toBe(200);
    expect(pending.json()).toEqual([]);
    await t.drainMail();
    const [row] = await t.ctx.db.select().from(mails).where(eq(mails.to, person.email));
    expect(row).toBeDefined();
    const key = /invitation\/([\w-]+)/.exec(
      (await t.ctx.db.select().from(mails)).find(
        (m) => m.subject.startsWith('Invitation') && m.to === person.email,
      )!.text,
    )![1]!;
    const accept = () =>
      t.app.inject({
        method: 'POST',
        url: '/api/invitations/activations/accept',
        headers: bearer(tokens.access_token),
        payload: { activationKey: key, loginUrl: `${idp.origin}/login` },
      });
    const refused = await accept();
    expect(refused.statusCode).toBe(403);
    expect(refused.json()).toMatchObject({ code: 'EmailNotVerified' });
    const trial = await t.app.inject({
      method: 'POST',
      url: '/api/subscriptions/trial',
      headers: bearer(tokens.access_token),
      payload: {
        subscriptionTypeKey: 'energy-planner',
        customerName: 'Squat Ltd',
        customerPhoneNumber: '+1 555',
        loginUrl: `${idp.origin}/login`,
      },
    });
    expect(trial.statusCode).toBe(403);
    expect(trial.json()).toMatchObject({ code: 'EmailNotVerified' });
    const status = await t.app.inject({
      url: '/api/user/email-verification',
      headers: bearer(tokens.access_token),
    });
    expect(status.json()).toEqual({ email: person.email, emailVerified: false, canResend: true });

    // The verification mail's link, once: then the same (still unverified) token may accept.
    const link = await mailLink(person.email, /http:\/\/\S+\/login-actions\/verify-email\?key=[\w-]+/);
    expect(link).toBeDefined();
    expect(link!.startsWith(`${idp.issuer}/`)).toBe(true);
    const verified = await idp.browser().request(link!);
    expect(verified.status).toBe(200);
    expect(verified.text).toContain('E-mail address verified');
    expect((await idp.browser().request(link!)).status).toBe(400);
    expect((await accept()).statusCode).toBe(204);
    // New tokens tell the truth.
    const fresh = await idp.signIn(idp.browser(), { email: person.email, password: person.password });
    expect(fresh.claims).toMatchObject({ email_verified: true });
  });

  it('does not match an unverified user to a transfer by e-mail', async () => {
    const { t } = idp;
    const { subscription } = await t.buildSubscription();
    const owner = await t.buildMember(subscription, ['Owner']);
    const project = await insertProject(t.ctx, { subscriptionId: subscription.id, name: 'Wind farm' });
    const person = newPerson();
    const requested = await t.app.inject({
      method: 'POST',
      url: `/api/projects/${project.id}/ownership-transfer`,
      headers: owner.headers,
      payload: { receivingUserEmailAddress: person.email },
    });
    expect(requested.statusCode).toBe(202);
    const tokens = await register(person);
    const incoming = await t.app.inject({
      url: '/api/projects/ownership-transfers/incoming',
      headers: bearer(tokens.access_token),
    });
    expect(incoming.json()).toEqual([]);
    const accept = await t.app.inject({
      method: 'POST',
      url: `/api/projects/ownership-transfers/incoming/${requested.json().id}/accept`,
      headers: bearer(tokens.access_token),
      payload: { targetUserAccountId: owner.account.id },
    });
    expect(accept.statusCode).toBe(403);
  });
});

describe('only access tokens (item 5)', () => {
  it('refuses an ID token and a Keycloak-style typ ID token at the API; the access token is at+jwt', async () => {
    const { account, email, password } = await idp.createAccount();
    const tokens = await idp.signIn(idp.browser(), { email, password });
    const header = JSON.parse(Buffer.from(tokens.access_token.split('.')[0]!, 'base64url').toString());
    expect(header.typ).toBe('at+jwt');
    const ok = await idp.t.app.inject({
      url: '/api/user/email-verification',
      headers: bearer(tokens.access_token),
    });
    expect(ok.statusCode).toBe(200);
    const withId = await idp.t.app.inject({
      url: '/api/user/email-verification',
      headers: bearer(tokens.id_token),
    });
    expect(withId.statusCode).toBe(401);

    const jwk = idp.t.ctx.signingKeys![0]!;
    const keycloakIdToken = await new SignJWT({ typ: 'ID', azp: 'planner_dash', email, email_verified: true })
      .setProtectedHeader({ alg: 'RS256', kid: jwk.kid, typ: 'JWT' })
      .setSubject(account.id)
      .setIssuer(idp.issuer)
      .setAudience('planner_dash')
      .setIssuedAt()
      .setExpirationTime('1h')
      .sign(await importJWK(jwk, 'RS256'));
    const keycloak = await idp.t.app.inject({
      url: '/api/user/email-verification',
      headers: bearer(keycloakIdToken),
    });
    expect(keycloak.statusCode).toBe(401);
  });
});

describe('PKCE on every path (item 6)', () => {
  it('gives no code to prompt=create without a challenge, whichever page signs in', async () => {
    const { email, password } = await idp.createAccount();
    const browser = idp.browser();
    const plain = `${idp.issuer}/protocol/openid-connect/auth?${new URLSearchParams({
      client_id: 'planner_dash',
      scope: 'openid profile',
      response_type: 'code',
      redirect_uri: idp.appUri,
      prompt: 'create',
    })}`;
    const answer = await browser.request(plain);
    expect(answer.location ?? '').toContain('error=invalid_request');

    // The registrations page's plain link, then its "Sign in" link with an existing account.
    const viaRegistrations = `${idp.issuer}/protocol/openid-connect/registrations?${new URLSearchParams({
      client_id: 'planner_dash',
      scope: 'openid profile',
      response_type: 'code',
      redirect_uri: idp.appUri,
    })}`;
    const page = await browser.follow(viaRegistrations);
    const signInLink = /href="([^"]*\/login)"/.exec(page.text)![1]!.replace(/&amp;/g, '&');
    const signInPage = await browser.request(signInLink);
    const submitted = await browser.request(readForm(signInPage.text).action, { form: { email, password } });
    const back = await browser.follow(submitted.location!, idp.appUri);
    expect(new URL(back.location!).searchParams.has('code')).toBe(false);
  });
});

describe('forwarded headers (item 7)', () => {
  it('advertises PUBLIC_URL whatever X-Forwarded-Host or Host say', async () => {
    const discovery = await idp.t.app.inject({
      url: '/realms/planner/.well-known/openid-configuration',
      headers: { 'x-forwarded-host': 'evil.example', 'x-forwarded-proto': 'https', host: 'evil.example' },
    });
    expect(discovery.statusCode).toBe(200);
    expect(discovery.body).not.toContain('evil.example');
    expect(discovery.json().authorization_endpoint.startsWith(idp.issuer)).toBe(true);
  });
});

describe('mail links on our own origin (item 8)', () => {
  it('answers 400 naming activationUrlTemplate or loginUrl for another origin, and mails nothing', async () => {
    const { t } = idp;
    const { subscription } = await t.buildSubscription();
    const owner = await t.buildMember(subscription, ['Owner']);
    await t.drainMail();
    const before = (await t.ctx.db.select().from(mails)).length;
    const invite = await t.app.inject({
      method: 'POST',
      url: '/api/invitations/members',
      headers: owner.headers,
      payload: {
        inviteeEmailAddress: 'victim@example.test',
        activationUrlTemplate: 'https://evil.example/invitation/{invitationKey}',
      },
    });
    expect(invite.statusCode).toBe(400);
    expect(invite.json().detail).toContain('activationUrlTemplate');
    const user = await t.buildUser();
    const trial = await t.app.inject({
      method: 'POST',
      url: '/api/subscriptions/trial',
      headers: bearer(await t.tokenFor(user)),
      payload: {
        subscriptionTypeKey: 'energy-planner',
        customerName: 'Overdue',
        customerPhoneNumber: '+1 555',
        loginUrl: 'https://evil.example/login',
      },
    });
    expect(trial.statusCode).toBe(400);
    expect(trial.json().detail).toContain('loginUrl');
    await t.drainMail();
    expect((await t.ctx.db.select().from(mails)).length).toBe(before);
  });
});
