import { useLingui } from '@lingui/react';
import { Alert, Anchor, Text } from '@mantine/core';
import { IconAlertTriangle } from '@tabler/icons-react';
import { Link } from 'react-router';
import { paths } from '@/config/paths';

/** Spec "/dash": a red banner with a contact-support link when the subscription is expired. */
export function SubscriptionExpiredBanner() {
  const { i18n } = useLingui();
  return (
    <Alert
      color="red"
      variant="filled"
      radius={0}
      icon={<IconAlertTriangle />}
      data-testid="subscription-expired-banner"
    >
      <Text size="sm" c="white">
        {i18n._('dash.subscriptionExpired')}{' '}
        <Anchor component={Link} to={paths.dash.support.getHref()} c="white" underline="always" fw={600}>
          {i18n._('dash.expired.contact')}
        </Anchor>
      </Text>
    </Alert>
  );
}
