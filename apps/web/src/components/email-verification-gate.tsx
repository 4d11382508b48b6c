import { useLingui } from '@lingui/react';
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
  const { i18n } = useLingui();
  const status = useEmailVerification();
  const resend = useResendVerificationMail();
  if (status.isPending) return null;
  if (!status.data || status.data.emailVerified) return <>{children}</>;
  const { email, canResend } = status.data;
  return (
    <Alert color="yellow" title={i18n._('dash.verify.title')} role="status">
      <Stack gap="xs">
        <Text size="sm">{i18n._('dash.verify.text', { email })}</Text>
        {canResend ? (
          <Group gap="sm">
            <Button
              size="xs"
              variant="default"
              loading={resend.isPending}
              disabled={resend.isSuccess}
              onClick={() => resend.mutate()}
            >
              {i18n._('dash.verify.resend')}
            </Button>
            <Button size="xs" variant="subtle" onClick={() => void status.refetch()}>
              {i18n._('dash.verify.done')}
            </Button>
          </Group>
        ) : (
          <Text size="sm">{i18n._('dash.verify.elsewhere')}</Text>
        )}
        {resend.isSuccess && (
          <Text size="sm" role="status">
            {i18n._('dash.verify.sent')}
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
