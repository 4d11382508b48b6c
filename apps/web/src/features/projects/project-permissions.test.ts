import { describe, expect, it } from 'vitest';
import { addProjectBlock, duplicateBlock, saveRevisionBlock, transferBlock } from './project-permissions';

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

describe('Duplicate', () => {
  it('is blocked at the project limit with the tooltip of Add new project', () => {
    expect(duplicateBlock({ mayDuplicate: true, isExpired: false, details: room })).toBeUndefined();
    expect(
      duplicateBlock({ mayDuplicate: true, isExpired: false, details: { ...room, projectsUsed: 25 } }),
    ).toBe(addProjectBlock({ mayCreate: true, isExpired: false, details: { ...room, projectsUsed: 25 } }));
  });

  it('names expiry before the role, as the server refuses both', () => {
    expect(duplicateBlock({ mayDuplicate: false, isExpired: true, details: undefined })).toBe(
      'Your subscription has expired. Please renew to create new projects.',
    );
    expect(duplicateBlock({ mayDuplicate: false, isExpired: false, details: undefined })).toBe(
      'Only Owners, Administrators and Team members can create projects.',
    );
  });
});

describe('Save as revision', () => {
  const revisions = { revisionsUsed: 1, revisionsLimit: 5, isExpired: false };
  it('is open below the revision limit and blocked at it, showing used/limit', () => {
    expect(
      saveRevisionBlock({ mayCreateRevision: true, isExpired: false, details: revisions }),
    ).toBeUndefined();
    expect(
      saveRevisionBlock({
        mayCreateRevision: true,
        isExpired: false,
        details: { ...revisions, revisionsUsed: 5 },
      }),
    ).toBe('You have reached the maximum number of revisions allowed by your subscription (5/5 used).');
  });
  it('is blocked for roles without the ability and when expired', () => {
    expect(saveRevisionBlock({ mayCreateRevision: false, isExpired: false, details: undefined })).toBe(
      'Only Owners, Administrators and Team members can save revisions.',
    );
    expect(saveRevisionBlock({ mayCreateRevision: false, isExpired: true, details: undefined })).toBe(
      'Your subscription has expired.',
    );
  });
});
