import type { ProjectAbilities } from '@vantage/contracts';
import { type Actor, allows } from '../../auth/authorize.js';
import type { ProjectRow } from './access.js';
import { isOriginal, isRevision } from './kinds.js';

/** The caller as the project abilities see it: roles, expiry and the Present feature. */
export type ProjectActor = Actor & {
  /** Feature Present (Dash.Secure.Present) is Enabled for the subscription. */
  presentEnabled: boolean;
};

type Grants = Record<
  'read' | 'update' | 'rename' | 'delete' | 'duplicate' | 'activateRevision' | 'present' | 'transfer',
  boolean
>;

/**
 * What the rules allow the actor on any project: they depend on its roles, expiry and the
 * Present feature, not on the project, so they are worked out once per actor (a page of 50
 * projects asked the same nine rules 50 times). Actors are made per request and
 * not changed after.
 */
const grantsByActor = new WeakMap<ProjectActor, Grants>();

function grantsOf(actor: ProjectActor): Grants {
  let grants = grantsByActor.get(actor);
  if (!grants) {
    grants = {
      read: allows(actor, 'project.read'),
      update: allows(actor, 'project.update'),
      rename: allows(actor, 'project.rename'),
      delete: allows(actor, 'project.delete'),
      duplicate: allows(actor, 'project.duplicate'),
      activateRevision: allows(actor, 'project.activateRevision'),
      present: allows(actor, 'project.present', { presentEnabled: actor.presentEnabled }),
      transfer: allows(actor, 'project.transfer'),
    };
    grantsByActor.set(actor, grants);
  }
  return grants;
}

/**
 * The abilities a project answer carries, from the same rules `authorize` enforces (every
 * `true` passes the matching check), plus what the project's kind allows.
 */
export function projectAbilities(
  actor: ProjectActor,
  project: Pick<ProjectRow, 'originalProjectId' | 'publicationKey'>,
  pendingTransferId: string | null,
): ProjectAbilities {
  const grants = grantsOf(actor);
  const original = isOriginal(project);
  return {
    open: grants.read,
    update: grants.update,
    rename: grants.rename,
    delete: grants.delete,
    duplicate: grants.duplicate,
    createRevision: grants.duplicate && original,
    activateRevision: grants.activateRevision && isRevision(project),
    present: grants.present && original,
    transfer: grants.transfer && original && pendingTransferId === null,
  };
}
