import { Center, Loader } from '@mantine/core';

/** The spinner of route changes and redirects (spec section 2: index and unknown paths). */
export function FullScreenSpinner({ label = 'Loading' }: { label?: string }) {
  return (
    <Center mih="100dvh" role="status" aria-live="polite" aria-label={label}>
      <Loader size="lg" />
    </Center>
  );
}
