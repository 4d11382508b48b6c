import { createContext, type ReactNode, useContext } from 'react';

/**
 * The real-time hub at /signalr (spec section 1). Placeholder until the hub issue lands:
 * it will hold the connection, subscribe the user's channel and refresh queries on events.
 */
export type HubValue = { connectionId: string | null };

const HubContext = createContext<HubValue>({ connectionId: null });

export function HubProvider({ children }: { children: ReactNode }) {
  return <HubContext.Provider value={{ connectionId: null }}>{children}</HubContext.Provider>;
}

export function useHub(): HubValue {
  return useContext(HubContext);
}
