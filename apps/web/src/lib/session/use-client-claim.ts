import { useMutation } from '@tanstack/react-query';
import { useCallback, useEffect, useReducer, useRef } from 'react';
import { errorMessage, isApiError } from '@/lib/api-error';
import { getClientId } from '@/lib/preferences';
import { updateClientId } from './api/update-client-id';
import { type ClaimRequest, claimReducer, initialClaimState, isDialogOpen } from './client-claim';

export type ClientClaim = ReturnType<typeof useClientClaim>;

/**
 * Claims this browser's client id for the signed-in user once `ready` (signed in, and the
 * hub's first connection attempt is over so the id of its connection can be sent), and runs
 * the Multiple logins dialog (see `client-claim.ts`). `logout` ends the session on Cancel or
 * when taking over fails.
 */
export function useClientClaim(options: {
  ready: boolean;
  connectionId: string | null;
  logout: () => Promise<void>;
}) {
  const { ready, logout } = options;
  const [state, dispatch] = useReducer(claimReducer, initialClaimState);
  // Errors go through the query client too: 401 signs out, 503 maintenance shows /maintenance.
  const { mutateAsync } = useMutation({ mutationFn: updateClientId });
  const connectionId = useRef(options.connectionId);
  connectionId.current = options.connectionId;

  // One claim at a time (double clicks, effects run twice in development).
  const inFlight = useRef(false);

  const claim = useCallback(
    async (request: ClaimRequest) => {
      if (inFlight.current) return;
      inFlight.current = true;
      dispatch({ type: 'request', request });
      try {
        await mutateAsync({ force: request === 'takeover', signalRConnectionId: connectionId.current });
        dispatch({ type: 'succeeded' });
      } catch (error) {
        if (isApiError(error, 412)) dispatch({ type: 'refused' });
        else {
          if (request === 'start') console.warn('Could not claim the client id', error);
          dispatch({ type: 'failed', message: errorMessage(error) });
        }
      } finally {
        inFlight.current = false;
      }
    },
    [mutateAsync],
  );

  useEffect(() => {
    if (!ready) dispatch({ type: 'reset' });
    else if (state.status === 'idle') void claim('start');
  }, [ready, state.status, claim]);

  useEffect(() => {
    if (state.status === 'logging-out') void logout();
  }, [state.status, logout]);

  /** The hub's OnClientIdChanged: another client id is now the user's active one. */
  const onClientIdChanged = useCallback((clientId: string) => {
    dispatch({ type: 'other-client', clientId, ownClientId: getClientId() });
  }, []);

  return {
    state,
    isClaimed: state.status === 'claimed',
    dialogOpen: isDialogOpen(state),
    busy:
      state.status === 'claiming' && state.request !== 'start'
        ? state.request
        : state.status === 'logging-out'
          ? ('cancel' as const)
          : null,
    checkAgain: () => void claim('check'),
    takeOver: () => void claim('takeover'),
    cancel: () => dispatch({ type: 'cancel' }),
    onClientIdChanged,
  };
}
