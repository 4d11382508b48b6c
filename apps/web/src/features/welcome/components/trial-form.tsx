import { useLingui } from '@lingui/react';
import { Alert, Anchor, Button, Stack, Text, TextInput, Title } from '@mantine/core';
import { useQueryClient } from '@tanstack/react-query';
import { NO_SUBSCRIPTION_TYPE_MESSAGE, type UserAccountListItem } from '@vantage/contracts';
import { type FormEvent, useState } from 'react';
import { Link, useNavigate } from 'react-router';
import { env } from '@/config/env';
import { paths } from '@/config/paths';
import { errorMessage } from '@/lib/api-error';
import { dashText } from '@/lib/i18n/dash-text';
import { notifyError, notifySuccess } from '@/lib/notify';
import { getUserAccountsQueryOptions } from '@/lib/session/api/get-user-accounts';
import { useSession } from '@/lib/session/session-context';
import { getSubscriptionTypesQueryOptions } from '../api/get-subscription-types';
import { useStartTrial } from '../api/start-trial';
import {
  chooseSubscriptionType,
  findTrialAccount,
  isTrialFormComplete,
  type OnboardingProgress,
} from '../onboarding';

/** Spec section 8: every trial toast stays 9 seconds and can be closed. */
const TRIAL_TOAST_MS = 9000;

/**
 * Spec "/welcome" and section 4 "Trial creation": NotStarted -> InProgress on submit ->
 * Completed on success, back to NotStarted on error; the inputs are disabled once not
 * NotStarted. After success the subscription list is refetched and the new subscription is
 * the one where the user is Owner of the new trial's customer.
 */
export function TrialForm({ onProgress }: { onProgress?: (progress: OnboardingProgress) => void }) {
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const { selectSubscription } = useSession();
  const startTrial = useStartTrial();
  const { i18n } = useLingui();
  const [progress, setProgressState] = useState<OnboardingProgress>('NotStarted');
  const [values, setValues] = useState({ customerName: '', customerPhoneNumber: '' });
  const [trialAccount, setTrialAccount] = useState<UserAccountListItem>();

  const setProgress = (next: OnboardingProgress) => {
    setProgressState(next);
    onProgress?.(next);
  };
  const complete = isTrialFormComplete(values);
  const disabled = progress !== 'NotStarted';

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (!complete || progress !== 'NotStarted') return;
    setProgress('InProgress');
    let type: ReturnType<typeof chooseSubscriptionType>;
    try {
      type = chooseSubscriptionType(await queryClient.fetchQuery(getSubscriptionTypesQueryOptions()));
    } catch (error) {
      notifyError({
        title: i18n._('dash.trial.createError'),
        message: errorMessage(error),
        autoClose: TRIAL_TOAST_MS,
      });
      setProgress('NotStarted');
      return;
    }
    if (!type) {
      notifyError({
        title: i18n._('dash.common.error'),
        message: dashText('dash.noSubscriptionType', NO_SUBSCRIPTION_TYPE_MESSAGE),
        autoClose: TRIAL_TOAST_MS,
      });
      setProgress('NotStarted');
      return;
    }
    try {
      const started = await startTrial.mutateAsync({
        customerName: values.customerName.trim(),
        customerPhoneNumber: values.customerPhoneNumber.trim(),
        subscriptionTypeKey: type.key,
      });
      notifySuccess({
        title: i18n._('dash.trial.created'),
        message: i18n._('dash.trial.createdDetail'),
        autoClose: TRIAL_TOAST_MS,
      });
      const accounts = await queryClient
        .fetchQuery({ ...getUserAccountsQueryOptions(), staleTime: 0 })
        .catch(() => [] as UserAccountListItem[]);
      setTrialAccount(findTrialAccount(accounts, started.customerName));
      setProgress('Completed');
    } catch (error) {
      notifyError({
        title: i18n._('dash.trial.createError'),
        message: errorMessage(error),
        autoClose: TRIAL_TOAST_MS,
      });
      setProgress('NotStarted');
    }
  };

  const goToSubscription = async () => {
    if (!trialAccount) return;
    await selectSubscription(trialAccount.subscriptionKey);
    navigate(paths.dash.root.getHref());
  };

  return (
    <Stack gap="md" component="section" aria-labelledby="trial-heading">
      <Title order={2} id="trial-heading">
        {i18n._('dash.trial.title', { product: env.productName })}
      </Title>
      {progress === 'Completed' ? (
        <Alert color="green" title={i18n._('dash.trial.started', { product: env.productName })}>
          <Stack gap="xs">
            <Text size="sm">{i18n._('dash.trial.mailSent')}</Text>
            {trialAccount && (
              <Anchor
                component={Link}
                to={paths.dash.root.getHref()}
                onClick={(event) => {
                  event.preventDefault();
                  void goToSubscription();
                }}
                fw={600}
              >
                {i18n._('dash.trial.goToSubscription')}
              </Anchor>
            )}
          </Stack>
        </Alert>
      ) : (
        <form onSubmit={submit} noValidate>
          <Stack gap="sm" maw={480}>
            <Text size="sm" c="dimmed">
              {i18n._('dash.trial.intro', { product: env.productName })}
            </Text>
            <TextInput
              label={i18n._('dash.trial.companyName')}
              required
              autoComplete="organization"
              value={values.customerName}
              onChange={(event) => {
                const customerName = event.currentTarget.value;
                setValues((v) => ({ ...v, customerName }));
              }}
              disabled={disabled}
              maxLength={200}
            />
            <TextInput
              label={i18n._('dash.trial.companyPhone')}
              required
              type="tel"
              autoComplete="tel"
              value={values.customerPhoneNumber}
              onChange={(event) => {
                const customerPhoneNumber = event.currentTarget.value;
                setValues((v) => ({ ...v, customerPhoneNumber }));
              }}
              disabled={disabled}
              maxLength={50}
            />
            <Button type="submit" disabled={!complete || disabled} loading={progress === 'InProgress'}>
              {i18n._('dash.trial.submit')}
            </Button>
          </Stack>
        </form>
      )}
    </Stack>
  );
}
