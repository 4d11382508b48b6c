import { queryOptions, useQuery } from '@tanstack/react-query';
import { SubscriptionType } from '@vantage/contracts';
import { z } from 'zod/mini';
import { api } from '@/lib/api';

const SubscriptionTypeList = z.array(SubscriptionType);

/**
 * GET /api/subscription-types: the plans a trial can be started for. The spec does not show
 * this call's path (section 7 "Also called"); the server offers it here.
 */
export function getSubscriptionTypes(): Promise<SubscriptionType[]> {
  return api.get('/api/subscription-types', { schema: SubscriptionTypeList });
}

export function getSubscriptionTypesQueryOptions() {
  return queryOptions({
    queryKey: ['subscription-types'],
    queryFn: getSubscriptionTypes,
    staleTime: 10 * 60_000,
  });
}

export function useSubscriptionTypes() {
  return useQuery(getSubscriptionTypesQueryOptions());
}
