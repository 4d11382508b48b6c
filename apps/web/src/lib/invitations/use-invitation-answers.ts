import { useState } from 'react';
import { useAcceptInvitation } from './api/accept-invitation';
import { useDeclineInvitation } from './api/decline-invitation';
import { toastInvitationAccepted, toastInvitationError, toastInvitationRejected } from './invitation-toasts';

/**
 * Accept and decline with the spec's toasts, for the pending-invitation tables of /welcome
 * and /dash/profile; each page says what follows an acceptance (redirect or reload).
 */
export function useInvitationAnswers(options: { onAccepted?: (key: string) => void } = {}) {
  const accept = useAcceptInvitation();
  const decline = useDeclineInvitation();
  const [busyKey, setBusyKey] = useState<string | null>(null);

  const run = async (key: string, action: 'accept' | 'decline') => {
    setBusyKey(key);
    try {
      if (action === 'accept') {
        await accept.mutateAsync(key);
        toastInvitationAccepted();
        options.onAccepted?.(key);
      } else {
        await decline.mutateAsync(key);
        toastInvitationRejected();
      }
    } catch (error) {
      toastInvitationError(error);
    } finally {
      setBusyKey(null);
    }
  };

  return {
    busyKey,
    accept: (key: string) => run(key, 'accept'),
    decline: (key: string) => run(key, 'decline'),
  };
}
