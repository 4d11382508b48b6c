import { describe, expect, it } from 'vitest';
import { accountOfInvitation, unusableInvitationMessage } from './invitation-state';

describe('unusableInvitationMessage', () => {
  it('lets a pending invitation for the caller be answered', () => {
    expect(unusableInvitationMessage({ status: 'Pending', isForCurrentUser: true })).toBeUndefined();
  });

  it('explains used, withdrawn and expired keys', () => {
    expect(unusableInvitationMessage({ status: 'Accepted', isForCurrentUser: true })?.title).toBe(
      'This invitation has already been accepted',
    );
    expect(unusableInvitationMessage({ status: 'Declined', isForCurrentUser: true })?.title).toBe(
      'This invitation has been declined',
    );
    expect(unusableInvitationMessage({ status: 'Revoked', isForCurrentUser: true })?.title).toBe(
      'This invitation has been withdrawn',
    );
    expect(unusableInvitationMessage({ status: 'Expired', isForCurrentUser: true })?.title).toBe(
      'This invitation has expired',
    );
  });

  it('tells a user signed in with another address', () => {
    expect(unusableInvitationMessage({ status: 'Pending', isForCurrentUser: false })?.title).toBe(
      'This invitation was sent to another e-mail address',
    );
  });
});

describe('accountOfInvitation', () => {
  const accounts = [
    { subscriptionKey: 'own', customerName: 'Mine', roles: ['Owner' as const] },
    { subscriptionKey: 'obs', customerName: 'Demo', roles: ['Observer' as const] },
    { subscriptionKey: 'tm', customerName: 'Demo', roles: ['TeamMember' as const] },
  ];

  it('finds the account of the customer with the invited role', () => {
    expect(
      accountOfInvitation(accounts, { customerName: 'Demo', invitationLevel: 'TeamMember' })?.subscriptionKey,
    ).toBe('tm');
  });

  it('falls back to any account of the customer, else none', () => {
    expect(
      accountOfInvitation(accounts, { customerName: 'Demo', invitationLevel: 'ProjectMember' })
        ?.subscriptionKey,
    ).toBe('obs');
    expect(
      accountOfInvitation(accounts, { customerName: 'Else', invitationLevel: 'Observer' }),
    ).toBeUndefined();
  });
});
