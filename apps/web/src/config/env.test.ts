import { describe, expect, it } from 'vitest';
import { readEnv } from './env';

describe('readEnv (build-time configuration)', () => {
  it('defaults to the realm on the same origin, the product name and 5 idle minutes', () => {
    expect(readEnv({}, 'https://app.example.com')).toEqual({
      productName: 'Vantage',
      oidcAuthority: 'https://app.example.com/realms/planner',
      oidcClientId: 'planner_dash',
      apiBaseUrl: '',
      idleMinutes: 5,
      supportEmail: 'support@vantage.local',
    });
  });

  it('takes the configured values and trims a trailing slash', () => {
    const env = readEnv(
      {
        VITE_PRODUCT_NAME: 'Planner',
        VITE_OIDC_AUTHORITY: 'https://id.example.com/realms/planner/',
        VITE_API_BASE_URL: 'https://api.example.com/',
        VITE_IDLE_MINUTES: '0',
        VITE_SUPPORT_EMAIL: 'help@example.com',
      },
      'https://app.example.com',
    );
    expect(env.productName).toBe('Planner');
    expect(env.oidcAuthority).toBe('https://id.example.com/realms/planner');
    expect(env.apiBaseUrl).toBe('https://api.example.com');
    expect(env.idleMinutes).toBe(0);
    expect(env.supportEmail).toBe('help@example.com');
  });

  it('refuses an idle time that is not a number of minutes', () => {
    expect(() => readEnv({ VITE_IDLE_MINUTES: 'soon' }, 'https://a.test')).toThrow(/VITE_IDLE_MINUTES/);
  });

  it('takes the identity server the server serves at run time (/config.js) over the build', () => {
    const env = readEnv(
      { VITE_OIDC_AUTHORITY: 'https://built.example.com/realms/planner' },
      'https://app.example.com',
      { oidcAuthority: 'https://id.example.com/realms/other/', oidcClientId: 'planner_dash_staging' },
    );
    expect(env.oidcAuthority).toBe('https://id.example.com/realms/other');
    expect(env.oidcClientId).toBe('planner_dash_staging');
  });

  it('ignores a run-time configuration that is missing or malformed', () => {
    for (const runtime of [undefined, null, 'x', { oidcAuthority: 42 }]) {
      const env = readEnv({}, 'https://app.example.com', runtime);
      expect(env.oidcAuthority).toBe('https://app.example.com/realms/planner');
      expect(env.oidcClientId).toBe('planner_dash');
    }
  });
});
