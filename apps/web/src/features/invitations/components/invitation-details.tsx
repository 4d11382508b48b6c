import { useLingui } from '@lingui/react';
import { SimpleGrid, Stack, Text } from '@mantine/core';
import type { InvitationByKey } from '@vantage/contracts';
import { formatDateTime } from '@/lib/formatting';
import { roleLabel } from '@/lib/role-labels';

function Item({ label, value }: { label: string; value: string }) {
  return (
    <Stack gap={2}>
      <Text size="xs" c="dimmed" tt="uppercase" fw={600}>
        {label}
      </Text>
      <Text fw={500}>{value}</Text>
    </Stack>
  );
}

/** What the invitation is for: organisation, project, role and expiry. */
export function InvitationDetails({ invitation }: { invitation: InvitationByKey }) {
  const { i18n } = useLingui();
  return (
    <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="md" data-testid="invitation-details">
      <Item label={i18n._('dash.invitation.organization')} value={invitation.customerName} />
      <Item
        label={i18n._('dash.invite.project')}
        value={invitation.projectName ?? i18n._('dash.present.allProjects')}
      />
      <Item label={i18n._('dash.members.role')} value={roleLabel(invitation.invitationLevel)} />
      <Item
        label={i18n._('dash.invitation.expiresAt')}
        value={formatDateTime(invitation.expirationDateTime)}
      />
    </SimpleGrid>
  );
}
