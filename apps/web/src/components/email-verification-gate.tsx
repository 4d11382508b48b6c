import { Alert, Button, Group, Stack, Text } from '@mantine/core';
import { errorMessage } from '@/lib/api-error';
import { useEmailVerification, useResendVerificationMail } from '@/lib/session/email-verification';

/**
 * Shown where an unverified user would be refused (welcome, invitation page): accepting
 * invitations and transfers and starting a trial need a verified e-mail address.
 * Renders `children` once the address is verified (or when its state cannot be read: the
 * server still decides).
 */
export function EmailVerificationGate({ children }: { children: React.ReactNode }) {
  const status = useEmailVerification();
  const resend = useResendVerificationMail();
  if (status.isPending) return null;
  if (!status.data || status.data.emailVerified) return <>{children}</>;
  const { email, canResend } = status.data;
  return (
    <Alert color="yellow" title="Verify your e-mail address" role="status">
      <Stack gap="xs">
        <Text size="sm">
          {`Open the link in the verification mail we sent to ${email}. Until then you cannot accept invitations or transfers or start a trial.`}
        </Text>
        {canResend ? (
          <Group gap="sm">
            <Button
              size="xs"
              variant="default"
              loading={resend.isPending}
              disabled={resend.isSuccess}
              onClick={() => resend.mutate()}
            >
              Resend verification mail
            </Button>
            <Button size="xs" variant="subtle" onClick={() => void status.refetch()}>
              I have verified it
            </Button>
          </Group>
        ) : (
          <Text size="sm">Verify it in your identity provider's account page, then sign in again.</Text>
        )}
        {resend.isSuccess && (
          <Text size="sm" role="status">
            A new verification mail is on its way.
          </Text>
        )}
        {resend.isError && (
          <Text size="sm" c="red.8" role="alert">
            {errorMessage(resend.error)}
          </Text>
        )}
      </Stack>
    </Alert>
  );
}
