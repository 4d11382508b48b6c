/**
 * Spec section 4 "Client-id conflict": one active client (browser) per user. After sign-in
 * the dashboard claims its client id (`PUT /api/user/client-id`, force false); a 412 answer,
 * or a hub event saying another client id took over, opens the Multiple logins dialog:
 * Check again (claim again without force), Continue (claim with force, ending the other
 * session; failure logs out) or Cancel (log out).
 */
export type ClaimRequest = 'start' | 'check' | 'takeover';

export type ClaimState =
  | { status: 'idle' }
  | { status: 'claiming'; request: ClaimRequest; source?: ConflictSource }
  | { status: 'claimed' }
  | { status: 'conflict'; source: ConflictSource; stillActive: boolean; error?: string }
  /** Taking over failed, or the user chose Cancel: the session ends. */
  | { status: 'logging-out' };

/** Why the dialog is open: this client's claim was refused, or another client took over. */
export type ConflictSource = 'answer' | 'event';

export type ClaimAction =
  | { type: 'request'; request: ClaimRequest }
  | { type: 'succeeded' }
  | { type: 'refused' }
  | { type: 'failed'; message: string }
  | { type: 'other-client'; clientId: string; ownClientId: string }
  | { type: 'cancel' }
  | { type: 'reset' };

export const initialClaimState: ClaimState = { status: 'idle' };

export function claimReducer(state: ClaimState, action: ClaimAction): ClaimState {
  switch (action.type) {
    case 'request': {
      if (action.request === 'start')
        return state.status === 'idle' ? { status: 'claiming', request: 'start' } : state;
      // Check again and Continue are the dialog's buttons: only while it is open.
      if (state.status !== 'conflict') return state;
      return { status: 'claiming', request: action.request, source: state.source };
    }
    case 'succeeded':
      return state.status === 'claiming' ? { status: 'claimed' } : state;
    case 'refused': {
      if (state.status !== 'claiming') return state;
      // A forced claim is never refused by the server; should it be, taking over failed.
      if (state.request === 'takeover') return { status: 'logging-out' };
      return {
        status: 'conflict',
        source: state.source ?? 'answer',
        stillActive: state.request === 'check',
      };
    }
    case 'failed': {
      if (state.status !== 'claiming') return state;
      if (state.request === 'takeover') return { status: 'logging-out' };
      // The first claim could not be made (network, server error): the dashboard works on;
      // the server still refuses nothing, and the hub event would open the dialog later.
      if (state.request === 'start') return { status: 'claimed' };
      return {
        status: 'conflict',
        source: state.source ?? 'answer',
        stillActive: false,
        error: action.message,
      };
    }
    case 'other-client':
      // Only a claimed client can lose its claim; the own id comes back after Continue.
      if (state.status !== 'claimed' || action.clientId === action.ownClientId) return state;
      return { status: 'conflict', source: 'event', stillActive: false };
    case 'cancel':
      return state.status === 'conflict' ? { status: 'logging-out' } : state;
    case 'reset':
      return initialClaimState;
  }
}

/** The dialog shows while a conflict is open or its Check again / Continue is under way. */
export function isDialogOpen(state: ClaimState): boolean {
  return state.status === 'conflict' || (state.status === 'claiming' && state.request !== 'start');
}
