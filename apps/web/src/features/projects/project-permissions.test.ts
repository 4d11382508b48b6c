import { describe, expect, it } from 'vitest';
import { addProjectBlock, transferBlock } from './project-permissions';

const room = { projectsUsed: 3, projectLimit: 25, isExpired: false };

describe('Add new project', () => {
  it('is open to the creating roles below the limit', () => {
    expect(addProjectBlock({ mayCreate: true, isExpired: false, details: room })).toBeUndefined();
    expect(addProjectBlock({ mayCreate: true, isExpired: false, details: undefined })).toBeUndefined();
  });

  it('names the role first, then expiry, then the limit', () => {
    expect(addProjectBlock({ mayCreate: false, isExpired: true, details: undefined })).toBe(
      'Only Owners, Administrators and Team members can create projects.',
    );
    expect(addProjectBlock({ mayCreate: true, isExpired: true, details: room })).toBe(
      'Your subscription has expired. Please renew to create new projects.',
    );
    expect(
      addProjectBlock({ mayCreate: true, isExpired: false, details: { ...room, isExpired: true } }),
    ).toBe('Your subscription has expired. Please renew to create new projects.');
    expect(
      addProjectBlock({ mayCreate: true, isExpired: false, details: { ...room, projectsUsed: 25 } }),
    ).toBe('You have reached the maximum number of projects allowed by your subscription.');
  });
});

describe('Transfer a project', () => {
  it('is for Owners and Administrators of a subscription that has not expired', () => {
    expect(transferBlock({ mayTransfer: true, isExpired: false })).toBeUndefined();
    expect(transferBlock({ mayTransfer: false, isExpired: false })).toBe(
      'Only Owners and Administrators can transfer projects.',
    );
    expect(transferBlock({ mayTransfer: true, isExpired: true })).toBe('Your subscription has expired.');
  });
});
