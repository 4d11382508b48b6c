import { Title } from '@mantine/core';
import { FullPageCard } from '@/components/full-page-card';

/** Spec "/transfer/{transferId}". Placeholder until its issue lands. */
export function TransferPage() {
  return (
    <FullPageCard>
      <Title order={1}>Incoming project transfer</Title>
    </FullPageCard>
  );
}
