import { IdMap } from '../state/id-map';
import { createHistory, type HistorySnapshot } from './history';

/**
 * One history of labelled changes over the five kinds of a plan (tldraw's HistoryManager of
 * diffs, iD's history of labelled states, kept small). A step is data: per record its kind, id
 * and the fields before and after (null before: the step made the record; null after: it
 * deleted it). Undo sends the inverse, redo the step again, through the appliers each kind
 * registers; the runner underneath (history.ts) keeps them in order and moves a step between
 * the stacks only when it went through. A step re-creating a record learns its new id from the
 * applier's answer, so later steps that name the old id reach the new record.
 */

export type PlanKind = 'plannerObject' | 'viewpoint' | 'tour' | 'scenario' | 'preset';
export type PlanFields = Readonly<Record<string, unknown>>;

export type PlanChange = {
  kind: PlanKind;
  /** The id the record had when the step was made. */
  id: number;
  before: PlanFields | null;
  after: PlanFields | null;
};

export type PlanStep = { label: string; changes: readonly PlanChange[] };

/** What an applier answers per change, in the same order: the record's id and version now. */
export type Applied = { id: number; version?: number | undefined };

/**
 * Sends changes of one kind (already on the records' current ids) and shows them at once.
 * Throws when they did not all go through (a 412 has opened the conflict dialog): the step
 * then stays where it was.
 */
export type Applier = (changes: readonly PlanChange[]) => Promise<Applied[]>;

/** The step that takes `step` back: every change reversed, the last first. */
export function inverse(step: PlanStep): PlanStep {
  return {
    label: step.label,
    changes: [...step.changes].reverse().map((change) => ({
      ...change,
      before: change.after,
      after: change.before,
    })),
  };
}

/** Steps done as one (a paste, an import, a group move): undone and redone together. */
export function group(label: string, steps: readonly PlanStep[]): PlanStep {
  return { label, changes: steps.flatMap((step) => step.changes) };
}

/** The fields of `record` that `fields` names, as they are: the "before" of a change. */
export function fieldsBefore(record: object, fields: object): Record<string, unknown> {
  const values = record as Record<string, unknown>;
  return Object.fromEntries(Object.keys(fields).map((key) => [key, values[key]]));
}

/**
 * The fields of a kind that name records of another kind: a tour's stops are viewpoints, an
 * object lies in a scenario and may take a preset. A step keeps the ids they had when it was
 * made; sent, they lead to the records' ids now (a viewpoint deleted and made again by an undo
 * is the stop its tour gets back).
 */
const REFERENCES: Partial<Record<PlanKind, Readonly<Record<string, PlanKind>>>> = {
  tour: { viewpointIds: 'viewpoint' },
  plannerObject: { scenarioId: 'scenario', presetId: 'preset' },
};

/** `fields` with every id they name of another kind on that record's id now. */
export function withReferencesNow(
  kind: PlanKind,
  fields: PlanFields | null,
  ids: PlanIds,
): PlanFields | null {
  const references = REFERENCES[kind];
  if (!fields || !references) return fields;
  const now: Record<string, unknown> = { ...fields };
  for (const [field, target] of Object.entries(references)) {
    const value = now[field];
    if (typeof value === 'number') now[field] = ids.resolve(target, value);
    else if (Array.isArray(value))
      now[field] = value.map((id) => (typeof id === 'number' ? ids.resolve(target, id) : id));
  }
  return now;
}

/** Consecutive changes of one kind, in order: each run goes to its kind's applier at once. */
export function runsOf(changes: readonly PlanChange[]): PlanChange[][] {
  const runs: PlanChange[][] = [];
  for (const change of changes) {
    const last = runs[runs.length - 1];
    if (last && last[0]?.kind === change.kind) last.push(change);
    else runs.push([change]);
  }
  return runs;
}

/** Per kind, where each id a step knows leads now, and the version this planner last wrote. */
export class PlanIds {
  private readonly maps = new Map<PlanKind, IdMap>();
  private readonly versions = new Map<string, number>();

  of(kind: PlanKind): IdMap {
    const map = this.maps.get(kind) ?? new IdMap();
    this.maps.set(kind, map);
    return map;
  }

  resolve(kind: PlanKind, id: number): number {
    return this.of(kind).resolve(id);
  }

  /** The version this planner's last write of the record answered (undo and redo are sent on it). */
  version(kind: PlanKind, id: number): number | undefined {
    return this.versions.get(`${kind}:${this.resolve(kind, id)}`);
  }

  wrote(kind: PlanKind, id: number, version: number | undefined): void {
    if (version !== undefined) this.versions.set(`${kind}:${this.resolve(kind, id)}`, version);
  }
}

export type PlanHistory = {
  readonly ids: PlanIds;
  /** The applier of a kind; answers a function that removes it. */
  handle: (kind: PlanKind, applier: Applier) => () => void;
  /** A step done and answered (its versions noted with `ids.wrote`). */
  push: (step: PlanStep) => void;
  /** The step of an edit still under way, in its place; nothing is recorded for undefined or a failure. */
  record: (step: Promise<PlanStep | undefined>) => void;
  undo: () => Promise<void>;
  redo: () => Promise<void>;
  readonly canUndo: boolean;
  readonly canRedo: boolean;
  clear: () => void;
  subscribe: (listener: () => void) => () => void;
  getSnapshot: () => HistorySnapshot;
};

export function createPlanHistory({ limit }: { limit?: number } = {}): PlanHistory {
  const runner = createHistory(limit === undefined ? {} : { limit });
  const ids = new PlanIds();
  const appliers = new Map<PlanKind, Applier>();

  async function run(step: PlanStep): Promise<void> {
    for (const changes of runsOf(step.changes)) {
      const kind = changes[0]?.kind as PlanKind;
      const applier = appliers.get(kind);
      if (!applier) throw new Error(`No applier for ${kind}.`);
      const applied = await applier(
        changes.map((change) => ({
          ...change,
          id: ids.resolve(kind, change.id),
          before: withReferencesNow(kind, change.before, ids),
          after: withReferencesNow(kind, change.after, ids),
        })),
      );
      for (const [index, change] of changes.entries()) {
        const answer = applied[index];
        if (!answer) continue;
        ids.of(kind).moved(change.id, answer.id);
        ids.wrote(kind, answer.id, answer.version);
      }
    }
  }

  const commandOf = (step: PlanStep) => ({
    label: step.label,
    undo: () => run(inverse(step)),
    redo: () => run(step),
  });

  return {
    ids,
    handle(kind, applier) {
      appliers.set(kind, applier);
      return () => {
        if (appliers.get(kind) === applier) appliers.delete(kind);
      };
    },
    push: (step) => runner.push(commandOf(step)),
    record: (step) => runner.record(step.then((made) => (made ? commandOf(made) : undefined))),
    undo: runner.undo,
    redo: runner.redo,
    get canUndo() {
      return runner.canUndo;
    },
    get canRedo() {
      return runner.canRedo;
    },
    clear: runner.clear,
    subscribe: runner.subscribe,
    getSnapshot: runner.getSnapshot,
  };
}
