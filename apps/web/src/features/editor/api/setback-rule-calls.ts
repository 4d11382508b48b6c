import { type QueryClient, queryOptions } from '@tanstack/react-query';
import type { CreateSetbackRuleRequest, SetbackRule, UpdateSetbackRuleRequest } from '@vantage/contracts';
import * as setbackOperations from '@vantage/contracts/api/setback-rules';
import { api, queryKeyOf } from '@/lib/api';
import { ifMatch, versionedUpdates } from './versioned-save';
import { withRecord } from './with-record';

/** A project has at most 100 rules (SETBACK_RULES_MAX): one page holds them all. */
const ALL = 100;

type RuleList = { items: SetbackRule[]; total: number };

/** The project's setback rules, in the order they were made; only asked while BufferLayer is Enabled. */
export function getSetbackRulesQueryOptions(projectId: number) {
  const input = { params: { projectId }, query: { Limit: ALL } };
  return queryOptions({
    queryKey: queryKeyOf(setbackOperations.listSetbackRules, input),
    queryFn: ({ signal }) => api.call(setbackOperations.listSetbackRules, { ...input, signal }),
  });
}

/**
 * The rule calls of the planner; each writes its answer into the list the planner reads. A
 * change is sent on the version the planner holds: someone else's change in between answers 412
 * and goes to the planner's conflict dialog, as for viewpoints.
 */
function makeCalls(projectId: number, queryClient: QueryClient) {
  const key = getSetbackRulesQueryOptions(projectId).queryKey;
  const write = (update: (items: SetbackRule[]) => SetbackRule[]) =>
    queryClient.setQueryData<RuleList>(key, (list) => {
      const items = update(list?.items ?? []);
      return { items, total: items.length };
    });
  const refresh = () => queryClient.invalidateQueries({ queryKey: key });
  return {
    async create(body: CreateSetbackRuleRequest): Promise<SetbackRule> {
      const rule = await api.call(setbackOperations.createSetbackRule, { params: { projectId }, body });
      write((items) => withRecord(items, rule));
      return rule;
    },
    /** The saved rule, or undefined when someone else changed it first (the planner then asks). */
    update: versionedUpdates<SetbackRule, UpdateSetbackRuleRequest>({
      kind: 'setbackRule',
      read: (id) => queryClient.getQueryData<RuleList>(key)?.items.find((item) => item.id === id),
      write: (saved) => write((items) => items.map((item) => (item.id === saved.id ? saved : item))),
      send: (id, body, version) =>
        api.call(setbackOperations.updateSetbackRule, {
          params: { projectId, id },
          body,
          headers: ifMatch(version),
        }),
      refresh,
    }),
    async remove(id: number): Promise<void> {
      await api.call(setbackOperations.deleteSetbackRule, { params: { projectId, id } });
      write((items) => items.filter((item) => item.id !== id));
    },
  };
}

export type SetbackRuleCalls = ReturnType<typeof makeCalls>;

const made = new WeakMap<QueryClient, Map<number, SetbackRuleCalls>>();

/** The calls of one project, shared by every part of the planner, so that changes of one rule queue. */
export function setbackRuleCalls(projectId: number, queryClient: QueryClient): SetbackRuleCalls {
  const ofClient = made.get(queryClient) ?? new Map<number, SetbackRuleCalls>();
  made.set(queryClient, ofClient);
  const calls = ofClient.get(projectId) ?? makeCalls(projectId, queryClient);
  ofClient.set(projectId, calls);
  return calls;
}
