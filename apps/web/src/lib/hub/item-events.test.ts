import { operations } from '@vantage/contracts';
import { describe, expect, it } from 'vitest';
import { parseItemEvent, queryKeysForItemEvent, uniqueKeys } from './item-events';

const keysFor = (name: 'OnItemAdded' | 'OnItemUpdated' | 'OnItemDeleted', ...args: unknown[]) => {
  const event = parseItemEvent(name, args);
  return event ? queryKeysForItemEvent(event) : undefined;
};

/** A project's lists, reads and revisions. */
const PROJECTS = [[operations.listProjects.id], [operations.getProject.id], [operations.listRevisions.id]];

/** The content lists a project's presentation form shows. */
const CONTENT_LISTS = [
  [operations.listViewpoints.id],
  [operations.listTours.id],
  [operations.listScenarios.id],
];

/** The selected subscription's usage and limits. */
const USAGE = [operations.getCurrentSubscription.id];

/** The session's subscription list and current accounts. */
const ACCOUNTS = [[operations.listUserAccounts.id], [operations.getCurrentUserAccount.id]];

describe('item events -> stale queries', () => {
  it("refreshes the project lists, presentations, usage and projects' content when a project changes", () => {
    expect(
      keysFor('OnItemAdded', { kind: 'project', id: 7, subscriptionId: 1, originalProjectId: null }),
    ).toEqual([...PROJECTS, [operations.listPresentations.id], USAGE, ...CONTENT_LISTS]);
  });

  it('refreshes transfers (and the projects they move), invitations and members by kind', () => {
    expect(keysFor('OnItemUpdated', { kind: 'transfer', id: 2, projectId: 7, status: 'Accepted' })).toEqual([
      [operations.listIncomingTransfers.id],
      [operations.getIncomingTransfer.id],
      [operations.listOutgoingTransfers.id],
      [operations.getOutgoingTransfer.id],
      ...PROJECTS,
      ...CONTENT_LISTS,
    ]);
    expect(keysFor('OnItemDeleted', { kind: 'invitation', id: 3 })).toEqual([
      [operations.listInvitations.id],
      [operations.listMyPendingInvitations.id],
      [operations.getInvitationByKey.id],
      [operations.listMembers.id],
      USAGE,
    ]);
    expect(keysFor('OnItemUpdated', { kind: 'member', id: 4, avatar: true })).toEqual([
      [operations.listMembers.id],
      ...ACCOUNTS,
      ['avatars'],
      USAGE,
    ]);
    expect(keysFor('OnItemAdded', { kind: 'subscription', id: 5 })).toEqual(ACCOUNTS);
  });

  it("refreshes a project's content and its detail queries for viewpoints, scenarios and tours", () => {
    expect(keysFor('OnItemAdded', { kind: 'viewpoint', id: 1, projectId: 12 })).toEqual([
      [operations.listViewpoints.id],
      [operations.getProject.id, { id: 12 }],
    ]);
    // NotifyItemUpdated relays (item, projectId): the second argument names the project.
    expect(keysFor('OnItemUpdated', { kind: 'scenario', id: 2 }, '13')).toEqual([
      [operations.listScenarios.id],
      [operations.getProject.id, { id: 13 }],
    ]);
    expect(keysFor('OnItemDeleted', { kind: 'tour', id: 3 })).toEqual([[operations.listTours.id]]);
    expect(keysFor('OnItemAdded', { kind: 'plannerObject', id: 4, projectId: 12 })).toEqual([
      [operations.listPlannerObjects.id],
      USAGE,
      [operations.getProject.id, { id: 12 }],
    ]);
  });

  it('ignores events without a kind and kinds it does not know', () => {
    expect(keysFor('OnItemUpdated', { position: [1, 2, 3] }, 12)).toBeUndefined();
    expect(keysFor('OnItemUpdated', null)).toBeUndefined();
    expect(keysFor('OnItemAdded', { kind: 'weather', id: 1 })).toEqual([]);
  });

  it('collapses a burst of events into each prefix once', () => {
    expect(
      uniqueKeys([
        ['projects'],
        ['projects', 'detail', 12],
        ['published-projects'],
        ['projects'],
        ['viewpoints'],
      ]),
    ).toEqual([['projects'], ['published-projects'], ['viewpoints']]);
  });
});
