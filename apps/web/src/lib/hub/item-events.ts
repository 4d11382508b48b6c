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
import type { ContentChange, HeldRecord } from './content-apply';

/**
 * What an item event of the hub (OnItemAdded / OnItemUpdated / OnItemDeleted) makes stale.
 *
 * The server sends one argument `{ kind, id, ...extra }` (e.g. `{ kind: 'project', id: 7,
 * subscriptionId: 1, originalProjectId: null }`). Shared code must not import features, so the
 * hub refreshes by query-key PREFIX: every feature starts its keys with the prefix of its kind
 * (README "Real-time"). Invalidating a prefix nobody uses costs nothing.
 */
export type QueryKeyPrefix = readonly unknown[];

/** Who made a change, as the server knows them (never what a client claims). */
export type ChangedBy = { userId: string; name: string };

export type ItemEvent = {
  name: 'OnItemAdded' | 'OnItemUpdated' | 'OnItemDeleted';
  kind: string;
  id: number | string | undefined;
  /** The project the item belongs to, when the event says so. */
  projectId: number | undefined;
  /** Every item of a batch (one event for many planner objects); absent for a single item. */
  ids?: readonly (number | string)[];
  /** The signed-in user whose request made the change; absent on relayed client events. */
  changedBy?: ChangedBy;
  /**
   * For a project's content (contracts' `ContentItemEvent`): the records' ids and versions, and
   * the records when the event carries them, so that a list held can take the change without
   * being read again (content-apply.ts). Absent when the event changed something besides the
   * records' fields (a viewpoint's photo, a scenario's renumbering or copy): read again.
   */
  content?: ContentChange;
};

export const ITEM_EVENT_NAMES = ['OnItemAdded', 'OnItemUpdated', 'OnItemDeleted'] as const;

/**
 * The key prefixes by kind. Features follow them:
 * - projects, their reads and revisions, and presentations by their operations (`PROJECTS`);
 * - transfer lists and reads, incoming and outgoing, by their operations (`TRANSFERS`);
 * - the invitation reads (the invite log, the user's pending invitations, one by key) and the
 *   members list, each by its operation;
 * - content of a project by its list operation (`viewpointsOperations.listViewpoints.id` …);
 * - the current subscription (usage counts and limits);
 * - the session's subscription list and current accounts.
 */
const USAGE: QueryKeyPrefix = [subscriptionsOperations.getCurrentSubscription.id];
const INVITATIONS: readonly QueryKeyPrefix[] = [
  [invitationsOperations.listInvitations.id],
  [invitationsOperations.listMyPendingInvitations.id],
  [invitationsOperations.getInvitationByKey.id],
];
const MEMBERS: QueryKeyPrefix = [membersOperations.listMembers.id];
const ACCOUNTS: readonly QueryKeyPrefix[] = [
  [userAccountsOperations.listUserAccounts.id],
  [userAccountsOperations.getCurrentUserAccount.id],
];
/**
 * The avatar images (lib/avatars/use-avatar-url.ts): fetched by the download link the answers
 * carry, so they have a key of their own rather than an operation's.
 */
const AVATARS: QueryKeyPrefix = ['avatars'];
/** What a project holds and the dashboard lists: a revision's activation swaps it, a transfer moves it. */
const CONTENT: readonly QueryKeyPrefix[] = [
  [viewpointsOperations.listViewpoints.id],
  [toursOperations.listTours.id],
  [scenariosOperations.listScenarios.id],
];

/** A project's answers: the lists, each project's read and its revisions. */
const PROJECTS: readonly QueryKeyPrefix[] = [
  [projectsOperations.listProjects.id],
  [projectsOperations.getProject.id],
  [projectsOperations.listRevisions.id],
];
const TRANSFERS: readonly QueryKeyPrefix[] = [
  [transfersOperations.listIncomingTransfers.id],
  [transfersOperations.getIncomingTransfer.id],
  [transfersOperations.listOutgoingTransfers.id],
  [transfersOperations.getOutgoingTransfer.id],
];

const PREFIXES_BY_KIND: Record<string, readonly QueryKeyPrefix[]> = {
  project: [...PROJECTS, [publishingOperations.listPresentations.id], USAGE, ...CONTENT],
  // A transfer shows in the project's badge and, once accepted, moves the project away.
  transfer: [...TRANSFERS, ...PROJECTS, ...CONTENT],
  // The team page lists invitations next to members; both take seats.
  invitation: [...INVITATIONS, MEMBERS, USAGE],
  // A member's roles may be the user's own: the session's account answers change too.
  member: [MEMBERS, ...ACCOUNTS, AVATARS, USAGE],
  viewpoint: [[viewpointsOperations.listViewpoints.id]],
  scenario: [[scenariosOperations.listScenarios.id]],
  tour: [[toursOperations.listTours.id]],
  plannerObject: [[plannerObjectsOperations.listPlannerObjects.id], USAGE],
  preset: [[presetsOperations.listPresets.id]],
  // A subscription of the user was created (a trial): the subscription list changed.
  subscription: [...ACCOUNTS],
};

/** Kinds whose items live inside one project: that project's detail queries change too. */
const PROJECT_CONTENT = new Set(['viewpoint', 'scenario', 'tour', 'plannerObject']);

function asProjectId(value: unknown): number | undefined {
  const id = typeof value === 'string' && /^\d+$/.test(value) ? Number(value) : value;
  return typeof id === 'number' && Number.isSafeInteger(id) && id > 0 ? id : undefined;
}

/**
 * Reads the arguments of an item event. Server events carry `[{kind, id, ...}]`;
 * `NotifyItemUpdated` relays `[item, projectId]` from another client, whose item may have
 * any shape: without a string `kind` it says nothing the dashboard can use.
 */
export function parseItemEvent(name: ItemEvent['name'], args: readonly unknown[]): ItemEvent | undefined {
  const [item, projectArg] = args;
  if (typeof item !== 'object' || item === null) return undefined;
  const record = item as Record<string, unknown>;
  if (typeof record.kind !== 'string' || record.kind === '') return undefined;
  const id = typeof record.id === 'number' || typeof record.id === 'string' ? record.id : undefined;
  const event: ItemEvent = {
    name,
    kind: record.kind,
    id,
    projectId: asProjectId(record.projectId) ?? asProjectId(projectArg),
  };
  const ids = Array.isArray(record.ids)
    ? record.ids.filter((each) => typeof each === 'number' || typeof each === 'string')
    : [];
  if (ids.length > 0) event.ids = ids;
  const changedBy = changedByOf(record.changedBy);
  if (changedBy) event.changedBy = changedBy;
  const content = contentOf(name, record, event.projectId);
  if (content) event.content = content;
  return event;
}

const CONTENT_KINDS = new Set<string>(['plannerObject', 'viewpoint', 'scenario', 'tour', 'preset']);
/** Extras of an event that say more changed than the records' fields: the lists are read again. */
const READ_AGAIN = ['photo', 'renumbered', 'plannerObjectIds'] as const;

const isRef = (value: unknown): value is { id: number; version: number } => {
  if (typeof value !== 'object' || value === null) return false;
  const { id, version } = value as Record<string, unknown>;
  return Number.isSafeInteger(id) && Number.isSafeInteger(version);
};

function contentOf(
  name: ItemEvent['name'],
  record: Record<string, unknown>,
  projectId: number | undefined,
): ContentChange | undefined {
  if (!CONTENT_KINDS.has(record.kind as string) || projectId === undefined) return undefined;
  if (READ_AGAIN.some((flag) => record[flag] !== undefined && record[flag] !== false)) return undefined;
  const { items, records } = record;
  if (!Array.isArray(items) || items.length === 0 || !items.every(isRef)) return undefined;
  // The records are the API's answers (the server's own schema); one that is not a record of
  // this project makes the event say ids and versions only.
  const carried =
    Array.isArray(records) &&
    records.every((each) => isRef(each) && (each as { projectId?: unknown }).projectId === projectId)
      ? (records as HeldRecord[])
      : undefined;
  return {
    name,
    kind: record.kind as ContentChange['kind'],
    projectId,
    items: items.map(({ id, version }) => ({ id, version })),
    ...(carried ? { records: carried } : {}),
  };
}

function changedByOf(value: unknown): ChangedBy | undefined {
  if (typeof value !== 'object' || value === null) return undefined;
  const { userId, name } = value as Record<string, unknown>;
  if (typeof userId !== 'string' || userId === '') return undefined;
  return { userId, name: typeof name === 'string' && name.trim() ? name.trim() : 'Someone' };
}

/** The query-key prefixes to invalidate for one item event (empty for an unknown kind). */
export function queryKeysForItemEvent(event: ItemEvent): QueryKeyPrefix[] {
  const keys = [...(PREFIXES_BY_KIND[event.kind] ?? [])];
  if (PROJECT_CONTENT.has(event.kind) && event.projectId !== undefined) {
    // queryKeyOf(projectsOperations.getProject, { params: { id } }) (lib/api.ts)
    keys.push([projectsOperations.getProject.id, { id: event.projectId }]);
  }
  return keys;
}

/** Collapses prefixes that repeat across a burst of events (e.g. a transfer moving many projects). */
export function uniqueKeys(keys: Iterable<QueryKeyPrefix>): QueryKeyPrefix[] {
  const seen = new Map<string, QueryKeyPrefix>();
  for (const key of keys) seen.set(JSON.stringify(key), key);
  // A shorter prefix already covers the longer ones that start with it.
  const all = [...seen.values()];
  return all.filter(
    (key) =>
      !all.some(
        (other) => other !== key && other.length < key.length && other.every((part, i) => part === key[i]),
      ),
  );
}
