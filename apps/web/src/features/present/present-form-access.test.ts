import { describe, expect, it } from 'vitest';
import { mayEditPresentForm } from './present-form-access';

describe('mayEditPresentForm (issue 11)', () => {
  it('is for Owners and Team members only', () => {
    expect(mayEditPresentForm(['Owner'])).toBe(true);
    expect(mayEditPresentForm(['TeamMember'])).toBe(true);
    expect(mayEditPresentForm(['Observer'])).toBe(false);
    expect(mayEditPresentForm(['ProjectMember'])).toBe(false);
    expect(mayEditPresentForm(['Administrator'])).toBe(false);
    expect(mayEditPresentForm([])).toBe(false);
  });
});
