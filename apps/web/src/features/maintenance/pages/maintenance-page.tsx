import { useLingui } from '@lingui/react';
import { Stack, Text, Title } from '@mantine/core';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { FullPageCard } from '@/components/full-page-card';
import { env } from '@/config/env';
import { paths } from '@/config/paths';
import { windowFromLocationState } from '@/lib/maintenance/maintenance-answer';
import { maintenanceNotice, maintenanceSentences } from '../maintenance-notice';
import { useHeartbeatPolling } from '../use-heartbeat-polling';

/**
 * Spec "/maintenance": where the dashboard goes when the API answers 503 maintenance. The
 * end of the window comes from that answer (router state) or a later heartbeat's, if any.
 */
export function MaintenancePage() {
  const location = useLocation();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const [endsAt, setEndsAt] = useState(() => windowFromLocationState(location.state)?.endsAt ?? null);
  const [now, setNow] = useState(() => new Date());

  useHeartbeatPolling({
    onUp: () => {
      // What failed during maintenance (the session's own calls among them) is asked again.
      void queryClient.resetQueries({ predicate: (query) => query.state.status === 'error' });
      navigate(paths.login.getHref(), { replace: true });
    },
    onStillDown: (window) => {
      setNow(new Date());
      if (window?.endsAt) setEndsAt(window.endsAt);
    },
  });

  const { i18n } = useLingui();
  const { status, conclusion } = maintenanceSentences(env.productName, maintenanceNotice(now, endsAt));
  return (
    <FullPageCard maxWidth={640}>
      <Stack gap="md" component="section" aria-labelledby="maintenance-title">
        <Title order={1} id="maintenance-title">
          {i18n._('dash.maintenance.title')}
        </Title>
        <Text size="lg">{status}</Text>
        <Text>{conclusion}</Text>
        <Text>{i18n._('dash.maintenance.later')}</Text>
      </Stack>
    </FullPageCard>
  );
}
