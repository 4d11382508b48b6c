import { InviteRequest } from '@vantage/contracts';
import { describe, expect, it } from 'vitest';
import { activationUrlTemplate } from './activation-url';

describe('activationUrlTemplate', () => {
  it('is the app origin plus /invitation/{invitationKey}, as the server requires', () => {
    const template = activationUrlTemplate('https://app.example.com');
    expect(template).toBe('https://app.example.com/invitation/{invitationKey}');
    expect(
      InviteRequest.safeParse({ inviteeEmailAddress: 'a@b.test', activationUrlTemplate: template }).success,
    ).toBe(true);
  });
});
