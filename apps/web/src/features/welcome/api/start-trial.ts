import { useMutation } from '@tanstack/react-query';
import type { TrialRequest, TrialStarted } from '@vantage/contracts';
import * as subscriptionsOperations from '@vantage/contracts/api/subscriptions';
import { paths } from '@/config/paths';
import { api } from '@/lib/api';

export type StartTrialInput = Pick<
  TrialRequest,
  'customerName' | 'customerPhoneNumber' | 'subscriptionTypeKey'
>;

/** Starts a trial (202); loginUrl is the app origin plus /login (spec section 3). */
export function startTrial(input: StartTrialInput): Promise<TrialStarted> {
  return api.call(subscriptionsOperations.startTrial, {
    body: { ...input, loginUrl: `${window.location.origin}${paths.login.getHref()}` },
    requiredBodyFields: ['customerName', 'customerPhoneNumber', 'subscriptionTypeKey'],
  });
}

export function useStartTrial() {
  return useMutation({ mutationFn: startTrial });
}
