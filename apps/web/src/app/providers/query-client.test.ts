import { describe, expect, it } from 'vitest';
import { ApiError } from '@/lib/api-error';
import { createQueryClient, isMaintenanceAnswer } from './query-client';

const apiError = (status: number, body: object) =>
  new ApiError({ message: 'x', status, responseText: JSON.stringify(body), headers: new Headers() });

const maintenance = apiError(503, {
  status: 503,
  title: 'Service Unavailable',
  detail: 'Scheduled maintenance',
  maintenance: { startsAt: null, endsAt: null },
});

describe('app-wide answers', () => {
  it('recognises a maintenance answer', () => {
    expect(isMaintenanceAnswer(maintenance)).toBe(true);
    expect(isMaintenanceAnswer(apiError(503, { status: 503, title: 'Down' }))).toBe(false);
    expect(isMaintenanceAnswer(new Error('x'))).toBe(false);
  });

  it('signs out on a 401 of any query but ensure-created, and shows maintenance on 503', async () => {
    const seen: string[] = [];
    const client = createQueryClient({
      onUnauthorized: () => seen.push('unauthorized'),
      onMaintenance: () => seen.push('maintenance'),
    });
    const fail = (error: unknown) => () => Promise.reject(error);
    await client
      .fetchQuery({ queryKey: ['projects'], queryFn: fail(apiError(401, {})), retry: false })
      .catch(() => {});
    await client
      .fetchQuery({ queryKey: ['session', 'ensure-created'], queryFn: fail(apiError(401, {})), retry: false })
      .catch(() => {});
    await client
      .fetchQuery({ queryKey: ['features'], queryFn: fail(maintenance), retry: false })
      .catch(() => {});
    expect(seen).toEqual(['unauthorized', 'maintenance']);
  });
});
