import { type EventBus, groups } from '../../events/bus.js';
import type { ProjectRow } from './access.js';

type Changed = Pick<ProjectRow, 'id' | 'subscriptionId' | 'originalProjectId'>;

/**
 * Hub groups that hear about a project: its own, its subscription's (the projects list)
 * and, for a revision or presentation, its original's (the revisions list of the editor).
 */
export function projectGroups(project: Changed, subscriptionId = project.subscriptionId): string[] {
  const list = [groups.project(project.id), groups.subscription(subscriptionId)];
  if (project.originalProjectId !== null) list.push(groups.project(project.originalProjectId));
  return list;
}

export function publishProjectChange(
  bus: EventBus,
  name: 'OnItemAdded' | 'OnItemUpdated' | 'OnItemDeleted',
  project: Changed,
  extra: Record<string, unknown> = {},
): void {
  bus.item(name, 'project', project.id, projectGroups(project), {
    subscriptionId: project.subscriptionId,
    originalProjectId: project.originalProjectId,
    ...extra,
  });
}
