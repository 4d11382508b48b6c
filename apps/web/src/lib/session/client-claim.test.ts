import { describe, expect, it } from 'vitest';
import {
  type ClaimAction,
  type ClaimState,
  claimReducer,
  initialClaimState,
  isDialogOpen,
} from './client-claim';

const run = (actions: ClaimAction[], from: ClaimState = initialClaimState) =>
  actions.reduce(claimReducer, from);
const OWN = 'own-client';

describe('client-id claim', () => {
  it('claims after sign-in without a dialog when no other client is active', () => {
    const state = run([{ type: 'request', request: 'start' }, { type: 'succeeded' }]);
    expect(state).toEqual({ status: 'claimed' });
    expect(isDialogOpen(state)).toBe(false);
  });

  it('opens the dialog on 412; Check again keeps it open while the other client stays active', () => {
    const refused = run([{ type: 'request', request: 'start' }, { type: 'refused' }]);
    expect(refused).toEqual({ status: 'conflict', source: 'answer', stillActive: false });
    expect(isDialogOpen(refused)).toBe(true);

    const checking = claimReducer(refused, { type: 'request', request: 'check' });
    expect(isDialogOpen(checking)).toBe(true);
    expect(claimReducer(checking, { type: 'refused' })).toEqual({
      status: 'conflict',
      source: 'answer',
      stillActive: true,
    });
    expect(claimReducer(checking, { type: 'succeeded' })).toEqual({ status: 'claimed' });
  });

  it('Continue takes over; a failed take-over logs out', () => {
    const conflict = run([{ type: 'request', request: 'start' }, { type: 'refused' }]);
    const takingOver = claimReducer(conflict, { type: 'request', request: 'takeover' });
    expect(claimReducer(takingOver, { type: 'succeeded' })).toEqual({ status: 'claimed' });
    expect(claimReducer(takingOver, { type: 'failed', message: 'Network down' })).toEqual({
      status: 'logging-out',
    });
    expect(claimReducer(takingOver, { type: 'refused' })).toEqual({ status: 'logging-out' });
  });

  it('Cancel logs out', () => {
    const conflict = run([{ type: 'request', request: 'start' }, { type: 'refused' }]);
    expect(claimReducer(conflict, { type: 'cancel' })).toEqual({ status: 'logging-out' });
  });

  it('opens the same dialog when the hub says another client id took over, not for its own id', () => {
    const claimed = run([{ type: 'request', request: 'start' }, { type: 'succeeded' }]);
    expect(claimReducer(claimed, { type: 'other-client', clientId: OWN, ownClientId: OWN })).toBe(claimed);
    const lost = claimReducer(claimed, { type: 'other-client', clientId: 'other', ownClientId: OWN });
    expect(lost).toEqual({ status: 'conflict', source: 'event', stillActive: false });
    // Check again from there: still refused, the dialog says the other session is still active.
    expect(run([{ type: 'request', request: 'check' }, { type: 'refused' }], lost)).toEqual({
      status: 'conflict',
      source: 'event',
      stillActive: true,
    });
  });

  it('keeps working when the first claim fails for another reason, and shows errors of Check again', () => {
    expect(
      run([
        { type: 'request', request: 'start' },
        { type: 'failed', message: 'x' },
      ]),
    ).toEqual({
      status: 'claimed',
    });
    const conflict = run([{ type: 'request', request: 'start' }, { type: 'refused' }]);
    expect(
      run(
        [
          { type: 'request', request: 'check' },
          { type: 'failed', message: 'Server error' },
        ],
        conflict,
      ),
    ).toEqual({ status: 'conflict', source: 'answer', stillActive: false, error: 'Server error' });
  });

  it('ignores buttons and answers that do not fit the state', () => {
    expect(claimReducer(initialClaimState, { type: 'request', request: 'takeover' })).toBe(initialClaimState);
    expect(claimReducer(initialClaimState, { type: 'cancel' })).toBe(initialClaimState);
    expect(claimReducer(initialClaimState, { type: 'succeeded' })).toBe(initialClaimState);
    const claimed: ClaimState = { status: 'claimed' };
    expect(claimReducer(claimed, { type: 'request', request: 'start' })).toBe(claimed);
    expect(claimReducer(claimed, { type: 'reset' })).toEqual(initialClaimState);
  });
});
