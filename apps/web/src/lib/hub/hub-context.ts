import { createContext, useContext } from 'react';
import type { HubClient, HubState } from './hub-client';

/**
 * The signed-in session's hub, for the screens under it (app/providers/hub-provider.tsx
 * provides it): the connection's state and id, and the client itself for a screen that joins
 * a project's group or listens to its events (the planner). `client` is undefined until the
 * SignalR client has loaded, and after sign-out.
 */
export type HubValue = { connectionId: string | null; state: HubState; client?: HubClient | undefined };

export const HubContext = createContext<HubValue>({ connectionId: null, state: 'disconnected' });

export function useHub(): HubValue {
  return useContext(HubContext);
}
