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
  return (
    <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="md" data-testid="invitation-details">
      <Item label="Organization" value={invitation.customerName} />
      <Item label="Project" value={invitation.projectName ?? 'All projects'} />
      <Item label="Role" value={roleLabel(invitation.invitationLevel)} />
      <Item label="Expires at" value={formatDateTime(invitation.expirationDateTime)} />
    </SimpleGrid>
  );
}
