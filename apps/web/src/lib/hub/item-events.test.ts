import * as invitationsOperations from '@vantage/contracts/api/invitations';
import * as membersOperations from '@vantage/contracts/api/members';
import * as plannerObjectsOperations from '@vantage/contracts/api/planner-objects';
import * as presetsOperations from '@vantage/contracts/api/presets';
import * as projectsOperations from '@vantage/contracts/api/projects';
import * as publishingOperations from '@vantage/contracts/api/publishing';
import * as scenariosOperations from '@vantage/contracts/api/scenarios';
import * as subscriptionsOperations from '@vantage/contracts/api/subscriptions';
import * as toursOperations from '@vantage/contracts/api/tours';
import * as transfersOperations from '@vantage/contracts/api/transfers';
import * as userAccountsOperations from '@vantage/contracts/api/user-accounts';
import * as viewpointsOperations from '@vantage/contracts/api/viewpoints';
import { describe, expect, it } from 'vitest';
import { parseItemEvent, queryKeysForItemEvent, uniqueKeys } from './item-events';

const keysFor = (name: 'OnItemAdded' | 'OnItemUpdated' | 'OnItemDeleted', ...args: unknown[]) => {
  const event = parseItemEvent(name, args);
  return event ? queryKeysForItemEvent(event) : undefined;
};

/** A project's lists, reads and revisions. */
const PROJECTS = [
  [projectsOperations.listProjects.id],
  [projectsOperations.getProject.id],
  [projectsOperations.listRevisions.id],
];

/** The content lists a project's presentation form shows. */
const CONTENT_LISTS = [
  [viewpointsOperations.listViewpoints.id],
  [toursOperations.listTours.id],
  [scenariosOperations.listScenarios.id],
];

/** The selected subscription's usage and limits. */
const USAGE = [subscriptionsOperations.getCurrentSubscription.id];

/** The session's subscription list and current accounts. */
const ACCOUNTS = [
  [userAccountsOperations.listUserAccounts.id],
  [userAccountsOperations.getCurrentUserAccount.id],
];

describe('item events -> stale queries', () => {
  it("refreshes the project lists, presentations, usage and projects' content when a project changes", () => {
    expect(
      keysFor('OnItemAdded', { kind: 'project', id: 7, subscriptionId: 1, originalProjectId: null }),
    ).toEqual([...PROJECTS, [publishingOperations.listPresentations.id], USAGE, ...CONTENT_LISTS]);
  });

  it('refreshes transfers (and the projects they move), invitations and members by kind', () => {
    expect(keysFor('OnItemUpdated', { kind: 'transfer', id: 2, projectId: 7, status: 'Accepted' })).toEqual([
      [transfersOperations.listIncomingTransfers.id],
      [transfersOperations.getIncomingTransfer.id],
      [transfersOperations.listOutgoingTransfers.id],
      [transfersOperations.getOutgoingTransfer.id],
      ...PROJECTS,
      ...CONTENT_LISTS,
    ]);
    expect(keysFor('OnItemDeleted', { kind: 'invitation', id: 3 })).toEqual([
      [invitationsOperations.listInvitations.id],
      [invitationsOperations.listMyPendingInvitations.id],
      [invitationsOperations.getInvitationByKey.id],
      [membersOperations.listMembers.id],
      USAGE,
    ]);
    expect(keysFor('OnItemUpdated', { kind: 'member', id: 4, avatar: true })).toEqual([
      [membersOperations.listMembers.id],
      ...ACCOUNTS,
      ['avatars'],
      USAGE,
    ]);
    expect(keysFor('OnItemAdded', { kind: 'subscription', id: 5 })).toEqual(ACCOUNTS);
  });

  it("refreshes a project's content and its detail queries for viewpoints, scenarios and tours", () => {
    expect(keysFor('OnItemAdded', { kind: 'viewpoint', id: 1, projectId: 12 })).toEqual([
      [viewpointsOperations.listViewpoints.id],
      [projectsOperations.getProject.id, { id: 12 }],
    ]);
    // NotifyItemUpdated relays (item, projectId): the second argument names the project.
    expect(keysFor('OnItemUpdated', { kind: 'scenario', id: 2 }, '13')).toEqual([
      [scenariosOperations.listScenarios.id],
      [projectsOperations.getProject.id, { id: 13 }],
    ]);
    expect(keysFor('OnItemDeleted', { kind: 'tour', id: 3 })).toEqual([[toursOperations.listTours.id]]);
    expect(keysFor('OnItemAdded', { kind: 'plannerObject', id: 4, projectId: 12 })).toEqual([
      [plannerObjectsOperations.listPlannerObjects.id],
      USAGE,
      [projectsOperations.getProject.id, { id: 12 }],
    ]);
  });

  it("refreshes a project's presets", () => {
    expect(keysFor('OnItemUpdated', { kind: 'preset', id: 2, projectId: 12 })).toEqual([
      [presetsOperations.listPresets.id],
    ]);
  });

  it('reads who made a change and every item of a batch', () => {
    expect(
      parseItemEvent('OnItemUpdated', [
        {
          kind: 'plannerObject',
          id: 4,
          projectId: 12,
          ids: [4, 5, 'x', null],
          changedBy: { userId: 'u-ann', name: ' Ann Smith ' },
        },
      ]),
    ).toEqual({
      name: 'OnItemUpdated',
      kind: 'plannerObject',
      id: 4,
      projectId: 12,
      ids: [4, 5, 'x'],
      changedBy: { userId: 'u-ann', name: 'Ann Smith' },
    });
    const relayed = parseItemEvent('OnItemUpdated', [{ kind: 'viewpoint', id: 1, changedBy: 'me' }, 12]);
    expect(relayed).toEqual({ name: 'OnItemUpdated', kind: 'viewpoint', id: 1, projectId: 12 });
    expect(relayed && 'changedBy' in relayed).toBe(false);
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
