import { useLingui } from '@lingui/react';
import { Select } from '@mantine/core';
import { useSubscriptions } from '@/lib/session/session-context';

/**
 * Spec "/dash": the subscription switcher, labelled by customer name. Switching stores the
 * key and refetches everything that belongs to the subscription.
 */
export function SubscriptionSwitcher() {
  const { accounts, subscriptionKey, selectSubscription } = useSubscriptions();
  const { i18n } = useLingui();
  const data = (accounts ?? []).map((account) => ({
    value: account.subscriptionKey,
    label: account.customerName,
  }));
  return (
    <Select
      label={i18n._('dash.session.subscription')}
      data={data}
      value={subscriptionKey ?? null}
      onChange={(key) => {
        if (key && key !== subscriptionKey) void selectSubscription(key);
      }}
      allowDeselect={false}
      comboboxProps={{ withinPortal: true }}
      data-testid="subscription-switcher"
    />
  );
}
