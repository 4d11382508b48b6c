import { useEffect, useRef } from 'react';
import { HEARTBEAT_INTERVAL_MS, sendHeartbeat } from '@/lib/maintenance/heartbeat';
import { type MaintenanceWindow, maintenanceWindowOf } from '@/lib/maintenance/maintenance-answer';

/**
 * Spec "/maintenance": every 60 seconds a heartbeat is sent; `onUp` runs at the first
 * success; a failure is only logged (a maintenance answer also passes on its window).
 */
export function useHeartbeatPolling(handlers: {
  onUp: () => void;
  onStillDown: (window: MaintenanceWindow | undefined) => void;
}) {
  const latest = useRef(handlers);
  latest.current = handlers;

  useEffect(() => {
    let done = false;
    const beat = async () => {
      try {
        await sendHeartbeat();
      } catch (error) {
        console.warn('Heartbeat failed: the server is still unavailable', error);
        if (!done) latest.current.onStillDown(maintenanceWindowOf(error));
        return;
      }
      if (done) return;
      done = true;
      window.clearInterval(timer);
      latest.current.onUp();
    };
    const timer = window.setInterval(() => void beat(), HEARTBEAT_INTERVAL_MS);
    return () => {
      done = true;
      window.clearInterval(timer);
    };
  }, []);
}
