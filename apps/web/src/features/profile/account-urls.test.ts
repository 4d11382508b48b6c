import { describe, expect, it } from 'vitest';
import { accountUrls } from './account-urls';

describe('accountUrls', () => {
  it('points at the realm account console and its security pages', () => {
    expect(accountUrls('https://id.example.com/realms/planner/')).toEqual({
      settings: 'https://id.example.com/realms/planner/account/',
      signingIn: 'https://id.example.com/realms/planner/account/account-security/signing-in',
      deviceActivity: 'https://id.example.com/realms/planner/account/account-security/device-activity',
    });
  });
});
