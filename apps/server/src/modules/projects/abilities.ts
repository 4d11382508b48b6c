import type { ProjectAbilities } from '@vantage/contracts';
import { type Actor, allows } from '../../auth/authorize.js';
import type { ProjectRow } from './access.js';
import { isOriginal, isRevision } from './kinds.js';

/** The caller as the project abilities see it: roles, expiry and the Present feature. */
export type ProjectActor = Actor & {
  /** Feature Present (Dash.Secure.Present) is Enabled for the subscription. */
  presentEnabled: boolean;
};

/**
 * The abilities a project answer carries, from the same rules `authorize` enforces (every
 * `true` passes the matching check), plus what the project's kind allows.
 */
export function projectAbilities(
  actor: ProjectActor,
  project: Pick<ProjectRow, 'originalProjectId' | 'publicationKey'> & { pendingTransferId: string | null },
): ProjectAbilities {
  const original = isOriginal(project);
  return {
    open: allows(actor, 'project.read'),
    update: allows(actor, 'project.update'),
    rename: allows(actor, 'project.rename'),
    delete: allows(actor, 'project.delete'),
    duplicate: allows(actor, 'project.duplicate'),
    createRevision: allows(actor, 'project.duplicate') && original,
    activateRevision: allows(actor, 'project.activateRevision') && isRevision(project),
    present: allows(actor, 'project.present', { presentEnabled: actor.presentEnabled }) && original,
    transfer: allows(actor, 'project.transfer') && original && project.pendingTransferId === null,
  };
}
