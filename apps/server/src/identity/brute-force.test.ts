import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startIdentityApp } from '../test/identity-app.js';
import { readForm } from '../test/test-browser.js';

/** Throttling, and no enumeration on sign-in. */
let idp: Awaited<ReturnType<typeof startIdentityApp>>;
beforeAll(async () => {
  idp = await startIdentityApp({ REGISTRATIONS_PER_HOUR: '2', PASSWORD_RESETS_PER_HOUR: '2' });
});
afterAll(async () => {
  await idp?.close();
});

async function signInForm() {
  const browser = idp.browser();
  const page = await browser.follow(idp.authorizeUrl().url);
  const form = readForm(page.text);
  return (fields: Record<string, string>) =>
    browser.request(form.action, { form: { ...form.fields, ...fields } });
}

describe('brute-force detection', () => {
  it('locks an account after wrong passwords in quick succession; then the right one does not work either', async () => {
    const { email, password } = await idp.createAccount();
    const submit = await signInForm();
    const statuses: number[] = [];
    let locked: Awaited<ReturnType<typeof submit>> | undefined;
    for (let attempt = 0; attempt < 10; attempt += 1) {
      const answer = await submit({ email, password: `wrong-${attempt}` });
      statuses.push(answer.status);
      if (answer.status === 429) locked = answer;
    }
    expect(statuses[0]).toBe(400);
    expect(locked).toBeDefined();
    expect(Number(locked!.headers.get('retry-after'))).toBeGreaterThan(0);
    expect(locked!.text).toContain('Too many failed sign-ins');
    const right = await submit({ email, password });
    expect(right.status).toBe(429);
  });

  it('answers an unknown address with the same words and status as a wrong password', async () => {
    const { email } = await idp.createAccount();
    const known = await (await signInForm())({ email, password: 'not-the-password' });
    const unknown = await (await signInForm())({ email: `nobody-${Date.now()}@example.test`, password: 'x' });
    expect(unknown.status).toBe(known.status);
    expect(unknown.text).toContain('Invalid e-mail or password.');
    expect(known.text).toContain('Invalid e-mail or password.');
  });

  it('throttles registrations per client address (429 with Retry-After)', async () => {
    const statuses: number[] = [];
    for (let n = 0; n < 3; n += 1) {
      const browser = idp.browser();
      const page = await browser.follow(idp.authorizeUrl({}, 'registrations').url);
      const answer = await browser.request(readForm(page.text).action, {
        form: {
          firstName: 'Flo',
          lastName: 'Od',
          email: `flood-${n}-${Date.now()}@example.test`,
          password: 'flooding-1234',
          passwordConfirm: 'flooding-1234',
        },
      });
      statuses.push(answer.status);
      if (answer.status === 429) expect(answer.headers.get('retry-after')).toBeTruthy();
    }
    expect(statuses).toEqual([200, 200, 429]);
  });

  it('throttles "Forgot password?" per client address, whatever address is typed (429 with Retry-After)', async () => {
    const browser = idp.browser();
    const page = await browser.request(`${idp.issuer}/login-actions/reset-credentials`);
    const form = readForm(page.text);
    const answers = [];
    for (let n = 0; n < 3; n += 1) {
      answers.push(
        await browser.request(form.action, { form: { email: `reset-${n}-${Date.now()}@example.test` } }),
      );
    }
    expect(answers.map((answer) => answer.status)).toEqual([200, 200, 429]);
    expect(Number(answers[2]!.headers.get('retry-after'))).toBeGreaterThan(3000);
    expect(answers[2]!.text).toContain('Too many password reset requests. Please try again in 60 minutes.');
  });
});
