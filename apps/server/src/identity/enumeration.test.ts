import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { identityAccounts, mails } from '../db/schema/index.js';
import { startIdentityApp } from '../test/identity-app.js';
import { readForm, type TestBrowser } from '../test/test-browser.js';

/**
 * "The same time and the same words for known and unknown addresses on sign-in,
 * registration ("check your mail") and reset". Registration and sign-in, through the real
 * provider pages. Each try comes from its own client address (TRUST_PROXY), so that neither
 * the registration limit nor the lockout answers instead of the path under test.
 */
let idp: Awaited<ReturnType<typeof startIdentityApp>>;
beforeAll(async () => {
  idp = await startIdentityApp({ TRUST_PROXY: '1' });
});
afterAll(async () => {
  await idp?.close();
});

let counter = 0;
const clientAddress = () => ({ 'x-forwarded-for': `10.9.${Math.floor(counter / 250)}.${counter++ % 250}` });
const unknownEmail = () => `nobody-${Date.now().toString(36)}-${counter++}@example.test`;
const person = (email: string) => ({
  firstName: 'Eve',
  lastName: 'Prober',
  email,
  password: 'probing-1234',
  passwordConfirm: 'probing-1234',
});

async function openForm(browser: TestBrowser, extra: Record<string, string> = {}) {
  const page = await browser.follow(idp.authorizeUrl(extra).url);
  return readForm(page.text);
}

async function submitRegistration(email: string) {
  const browser = idp.browser();
  const form = await openForm(browser, { prompt: 'create' });
  const started = performance.now();
  const answer = await browser.request(form.action, { form: person(email), headers: clientAddress() });
  return { answer, ms: performance.now() - started };
}

async function submitSignIn(email: string) {
  const browser = idp.browser();
  const form = await openForm(browser);
  const started = performance.now();
  const answer = await browser.request(form.action, {
    form: { ...form.fields, email, password: 'not-the-password' },
    headers: clientAddress(),
  });
  return { answer, ms: performance.now() - started };
}

const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)]!;

/** The page with the typed address taken out: what is left must be the same for both. */
const wordsOf = (text: string, email: string) =>
  text
    .replaceAll(email, '<address>')
    .replace(/\/login-actions\/[^/"]+\//g, '/login-actions/<uid>/')
    .replace(/tab_id=[^"&]+/g, 'tab_id=<uid>');

/**
 * Medians of `tries` alternating runs of both paths (alternating spreads the shared machine's
 * noise over both). One argon2 verification dominates either path; a path without it would
 * be several times faster, so a factor of 2.5 either way is generous yet still meaningful.
 */
async function compareTimes(tries: number, known: () => Promise<number>, unknown: () => Promise<number>) {
  const knownMs: number[] = [];
  const unknownMs: number[] = [];
  for (let i = 0; i < tries; i += 1) {
    knownMs.push(await known());
    unknownMs.push(await unknown());
  }
  return median(knownMs) / median(unknownMs);
}

describe('no account enumeration', () => {
  it('registration answers "Check your mail" in the same words for a known and a new address', async () => {
    const { account, email } = await idp.createAccount();
    const fresh = unknownEmail();
    const known = await submitRegistration(email);
    const unknown = await submitRegistration(fresh);
    expect(known.answer.status).toBe(200);
    expect(unknown.answer.status).toBe(200);
    expect(known.answer.text).toContain('Check your mail');
    expect(known.answer.text).toContain(`We have sent a mail to ${email}.`);
    expect(wordsOf(known.answer.text, email)).toBe(wordsOf(unknown.answer.text, fresh));
    expect(known.answer.text).not.toContain('probing-1234');

    // The known address: nothing created or changed, and its owner is told.
    const rows = await idp.t.ctx.db
      .select()
      .from(identityAccounts)
      .where(sql`lower(${identityAccounts.email}) = ${email.toLowerCase()}`);
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({
      firstName: 'Ada',
      passwordHash: account.passwordHash,
      emailVerified: true,
    });
    await idp.t.drainMail();
    const [notice] = await idp.t.ctx.db.select().from(mails).where(eq(mails.to, email));
    expect(notice?.subject).toMatch(/account already exists/);
    expect(notice?.text).toContain('Someone tried to register');
    expect(notice?.text).toContain(`${idp.origin}/login`);

    // The new address: an unverified account and its verification mail.
    const [created] = await idp.t.ctx.db
      .select()
      .from(identityAccounts)
      .where(eq(identityAccounts.email, fresh));
    expect(created).toMatchObject({ emailVerified: false, firstName: 'Eve' });
    await idp.t.drainMail();
    const [verification] = await idp.t.ctx.db.select().from(mails).where(eq(mails.to, fresh));
    expect(verification?.text).toMatch(/\/login-actions\/verify-email\?key=/);
  });

  it('the owner of a known address gets at most 5 notices an hour, and the page stays the same', async () => {
    const { email } = await idp.createAccount();
    for (let i = 0; i < 7; i += 1) {
      const { answer } = await submitRegistration(i % 2 ? email.toUpperCase() : email);
      expect(answer.status).toBe(200);
      expect(answer.text).toContain('Check your mail');
    }
    await idp.t.drainMail();
    const notices = await idp.t.ctx.db.select().from(mails).where(eq(mails.to, email));
    expect(notices).toHaveLength(5);
  });

  it('registration takes about as long for a known and a new address', async () => {
    const { email } = await idp.createAccount();
    const ratio = await compareTimes(
      9,
      async () => (await submitRegistration(email)).ms,
      async () => (await submitRegistration(unknownEmail())).ms,
    );
    expect(ratio).toBeGreaterThan(1 / 2.5);
    expect(ratio).toBeLessThan(2.5);
  });

  it('sign-in answers a wrong password and an unknown address in the same words and about the same time', async () => {
    const accounts = await Promise.all(Array.from({ length: 9 }, () => idp.createAccount()));
    const known = await submitSignIn(accounts[0]!.email);
    const fresh = unknownEmail();
    const unknown = await submitSignIn(fresh);
    expect(known.answer.status).toBe(400);
    expect(unknown.answer.status).toBe(400);
    expect(known.answer.text).toContain('Invalid e-mail or password.');
    expect(wordsOf(known.answer.text, accounts[0]!.email)).toBe(wordsOf(unknown.answer.text, fresh));

    let next = 1;
    const ratio = await compareTimes(
      8,
      async () => (await submitSignIn(accounts[next++]!.email)).ms,
      async () => (await submitSignIn(unknownEmail())).ms,
    );
    expect(ratio).toBeGreaterThan(1 / 2.5);
    expect(ratio).toBeLessThan(2.5);
  });
});
