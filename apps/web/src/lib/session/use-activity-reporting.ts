import { useMutation } from '@tanstack/react-query';
import { useEffect, useRef } from 'react';
import { useAuth } from 'react-oidc-context';
import { env } from '@/config/env';
import { HEARTBEAT_INTERVAL_MS, sendHeartbeat } from '@/lib/maintenance/heartbeat';
import { getClientId } from '@/lib/preferences';
import { ACTIVITY_CHECK_INTERVAL_MS, createActivityTracker, idleThresholdMs } from './activity-tracker';
import { updateActivity, updateActivityOnLeave } from './api/update-activity';

/** What counts as the user moving the mouse; keys and touch too, so phones are not idle. */
const INPUT_EVENTS = ['mousemove', 'pointerdown', 'keydown', 'wheel', 'touchstart'] as const;

/**
 * Spec section 4 "Session": reports this client active or inactive (PUT /api/user/activity)
 * when that changes, checked every 5 seconds against the idle threshold (VITE_IDLE_MINUTES),
 * inactive at once when the page is hidden or unloaded. While `enabled` (this client holds
 * the user's claim), a heartbeat every 60 s keeps the claim fresh on the server, which
 * otherwise lets another client take over once the last report is older than the idle time.
 */
export function useActivityReporting(options: { enabled: boolean; connectionId: string | null }) {
  const { enabled } = options;
  const auth = useAuth();
  // Read at the moment of leaving, when there is no time to ask the UserManager.
  const accessToken = useRef(auth.user?.access_token);
  accessToken.current = auth.user?.access_token;
  const connectionId = useRef(options.connectionId);
  connectionId.current = options.connectionId;

  // Errors go through the query client: 401 signs out, 503 maintenance shows /maintenance.
  const { mutate: report } = useMutation({
    mutationFn: (active: boolean) => updateActivity({ active, signalRConnectionId: connectionId.current }),
    onError: (error) => console.warn('Could not report activity', error),
  });
  const { mutate: heartbeat } = useMutation({
    mutationFn: sendHeartbeat,
    onError: (error) => console.warn('Heartbeat failed', error),
  });

  useEffect(() => {
    if (!enabled) return;
    const tracker = createActivityTracker({
      idleMs: idleThresholdMs(env.idleMinutes),
      now: Date.now(),
      hidden: document.visibilityState === 'hidden',
    });
    const onInput = () => tracker.noteInput(Date.now());
    const leave = () => {
      if (tracker.hide() === false)
        updateActivityOnLeave(false, { accessToken: accessToken.current, clientId: getClientId() });
    };
    const onVisibility = () => {
      if (document.visibilityState === 'hidden') leave();
      else tracker.show(Date.now());
    };

    for (const name of INPUT_EVENTS) window.addEventListener(name, onInput, { passive: true });
    document.addEventListener('visibilitychange', onVisibility);
    window.addEventListener('pagehide', leave);
    const check = window.setInterval(() => {
      const change = tracker.check(Date.now());
      if (change !== undefined) report(change);
    }, ACTIVITY_CHECK_INTERVAL_MS);
    const beat = window.setInterval(() => heartbeat({ idling: !tracker.active }), HEARTBEAT_INTERVAL_MS);

    return () => {
      for (const name of INPUT_EVENTS) window.removeEventListener(name, onInput);
      document.removeEventListener('visibilitychange', onVisibility);
      window.removeEventListener('pagehide', leave);
      window.clearInterval(check);
      window.clearInterval(beat);
    };
  }, [enabled, report, heartbeat]);
}
