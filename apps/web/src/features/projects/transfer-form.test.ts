import { describe, expect, it } from 'vitest';
import { isEmailAddress, isTransferFormValid } from './transfer-form';

describe('Transfer a project form', () => {
  const valid = {
    projectName: 'Hilltop Turbines',
    email: 'new.owner@example.com',
    verify: 'Hilltop Turbines',
  };

  it('is valid with a project, an e-mail and the exact project name', () => {
    expect(isTransferFormValid(valid)).toBe(true);
  });

  it('needs the verify text to equal the name exactly', () => {
    expect(isTransferFormValid({ ...valid, verify: 'hilltop turbines' })).toBe(false);
    expect(isTransferFormValid({ ...valid, verify: 'Hilltop Turbines ' })).toBe(false);
    expect(isTransferFormValid({ ...valid, verify: '' })).toBe(false);
  });

  it('needs a project and an e-mail address', () => {
    expect(isTransferFormValid({ ...valid, projectName: undefined, verify: '' })).toBe(false);
    expect(isTransferFormValid({ ...valid, email: '' })).toBe(false);
    expect(isTransferFormValid({ ...valid, email: 'not-an-address' })).toBe(false);
    expect(isEmailAddress(' someone@example.org ')).toBe(true);
  });
});
