import type { AccountContext } from '../../auth/context.js';
import type { Queryable } from '../../db/connection.js';
import { forbidden } from '../../http/problem.js';
import { featureState } from './service.js';

/** 403 unless the feature is Enabled, e.g. Present (`Dash.Secure.Present`) before publishing. */
export async function assertFeatureEnabled(
  db: Queryable,
  context: Pick<AccountContext, 'subscription'>,
  key: string,
  label = key,
): Promise<void> {
  if ((await featureState(db, context.subscription.id, key)) !== 'Enabled')
    throw forbidden(`The ${label} module is not unlocked for your subscription.`);
}
