import { useQueryClient } from '@tanstack/react-query';
import { type ReactNode, useEffect, useMemo, useRef, useState } from 'react';
import { MultipleLoginsDialog } from '@/components/multiple-logins-dialog';
import { HubClient, type HubState } from '@/lib/hub/hub-client';
import { HubContext, type HubValue } from '@/lib/hub/hub-context';
import { createEventInvalidator } from '@/lib/hub/invalidation';
import { useSession } from '@/lib/session/session-context';
import { useActivityReporting } from '@/lib/session/use-activity-reporting';
import { useClientClaim } from '@/lib/session/use-client-claim';

/**
 * The real-time side of a signed-in session (spec sections 1 and 4):
 * - the hub at /signalr, connected once the account record is ensured, in the user's own
 *   channel (SubscribeToUser, again after each reconnect), left on logout or unmount;
 * - item events refresh the affected queries (README "Real-time"), or, for a project's content
 *   whose list an open planner holds, are applied to it (lib/hub/content-handler.ts);
 * - the client-id claim and the Multiple logins dialog, also opened by OnClientIdChanged;
 * - activity reports and the heartbeat while this client holds the claim.
 */
export function HubProvider({ children }: { children: ReactNode }) {
  const session = useSession();
  const queryClient = useQueryClient();
  const ready = session.status === 'ready';
  const subject = ready ? session.profile?.sub : undefined;
  const { accounts, accountsError } = session;
  // The user's id is the same in every subscription; without one the channel waits.
  const userId = session.account?.userId ?? accounts?.[0]?.userId;
  // The server joins the team's subscription channels when connecting: reconnect when they change.
  const subscriptions =
    accounts !== undefined
      ? accounts
          .map((account) => account.subscriptionKey)
          .sort()
          .join(',')
      : accountsError
        ? ''
        : undefined;

  const [client, setClient] = useState<HubClient | undefined>(undefined);
  const [hub, setHub] = useState<{ connectionId: string | null; state: HubState }>({
    connectionId: null,
    state: 'disconnected',
  });
  // The first connection attempt of this sign-in is over: the client id may be claimed.
  const [settledFor, setSettledFor] = useState<string | undefined>(undefined);
  const onClientIdChanged = useRef<(clientId: string) => void>(() => {});

  useEffect(() => {
    if (subject === undefined || subscriptions === undefined) return;
    const invalidator = createEventInvalidator(queryClient);
    let current = true;
    let next: HubClient | undefined;
    // The SignalR client is loaded only once a signed-in session connects, so that signed-out
    // screens such as /login do not fetch it (first-load budgets).
    void Promise.all([import('@/lib/hub/connection'), import('@/lib/hub/content-handler')])
      .then(([{ createHubConnection }, { createContentHandler }]) => {
        if (!current) return;
        invalidator.setApplier(createContentHandler(queryClient));
        next = new HubClient({
          connection: createHubConnection(),
          onItemEvent: invalidator.onItemEvent,
          onClientIdChanged: (clientId) => onClientIdChanged.current(clientId),
          onStateChange: (state, connectionId) => setHub({ state, connectionId }),
        });
        setClient(next);
        return next.start().then(() => {
          if (current) setSettledFor(subject);
        });
      })
      .catch((error: unknown) => console.warn('The real-time client did not load', error));
    return () => {
      current = false;
      setClient(undefined);
      invalidator.dispose();
      void next?.stop();
    };
  }, [subject, subscriptions, queryClient]);

  useEffect(() => {
    void client?.setUser(userId);
  }, [client, userId]);

  const claim = useClientClaim({
    ready: subject !== undefined && settledFor === subject,
    connectionId: hub.connectionId,
    logout: session.logout,
  });
  onClientIdChanged.current = claim.onClientIdChanged;

  useActivityReporting({ enabled: claim.isClaimed, connectionId: hub.connectionId });

  const value = useMemo<HubValue>(
    () => (client ? { ...hub, client } : { connectionId: null, state: 'disconnected' }),
    [client, hub],
  );
  const conflict = claim.state.status === 'conflict' ? claim.state : undefined;
  const source =
    claim.state.status === 'claiming' ? (claim.state.source ?? 'answer') : (conflict?.source ?? 'answer');

  return (
    <HubContext.Provider value={value}>
      {children}
      <MultipleLoginsDialog
        opened={claim.dialogOpen}
        source={source}
        stillActive={conflict?.stillActive ?? false}
        error={conflict?.error}
        busy={claim.busy}
        onCheckAgain={claim.checkAgain}
        onCancel={claim.cancel}
        onContinue={claim.takeOver}
      />
    </HubContext.Provider>
  );
}
