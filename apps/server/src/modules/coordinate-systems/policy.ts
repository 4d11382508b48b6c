import { OWN_CRS_FEATURE_KEY, OWN_CRS_FEATURE_LABEL } from '@vantage/contracts/own-coordinate-systems';
import type { AccountContext } from '../../auth/context.js';
import type { Queryable } from '../../db/connection.js';
import { assertFeatureEnabled } from '../features/policy.js';

/**
 * Who may do what with own coordinate systems (decision 187, docs/policy.md):
 * - list them: every member of the subscription (Observers too: a project they see may use one);
 *   another subscription's are never listed, and deleting one answers 404;
 * - add or delete them: `coordinateSystem.manage` (Owners, Administrators, Team members; not on
 *   an expired subscription), checked before the handler, and the AddCrs module Enabled (403
 *   naming the module, OWN_CRS_LOCKED_DETAIL). Listing is not gated: a system added before
 *   stays usable by the projects made in it.
 */
export const assertOwnCoordinateSystemsUnlocked = (
  db: Queryable,
  actor: Pick<AccountContext, 'subscription'>,
) => assertFeatureEnabled(db, actor, OWN_CRS_FEATURE_KEY, OWN_CRS_FEATURE_LABEL);
