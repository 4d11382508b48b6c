import { describe, expect, it } from 'vitest';
import { applyContentChange, type ContentChange, type HeldList } from './content-apply';
import { parseItemEvent } from './item-events';

type Row = { id: number; version: number; name: string; sortOrder?: number };
const list = (...items: Row[]): HeldList<Row> => ({ items, total: items.length });
const row = (id: number, version: number, name = `R${id}`, sortOrder?: number): Row =>
  sortOrder === undefined ? { id, version, name } : { id, version, name, sortOrder };
const change = (name: ContentChange['name'], records: Row[], items = records): ContentChange => ({
  name,
  kind: 'plannerObject',
  projectId: 7,
  items: items.map(({ id, version }) => ({ id, version })),
  records,
});

describe('applyContentChange', () => {
  it('skips its own echo: every version is held already, the list stays the same object', () => {
    const held = list(row(1, 1), row(2, 3));
    const applied = applyContentChange(held, change('OnItemUpdated', [row(2, 3, 'R2 as the answer had it')]));
    expect(applied).toEqual({ list: undefined, fetch: [] });
  });

  it("puts a teammate's later version in place of the one held", () => {
    const held = list(row(1, 1), row(2, 1), row(3, 1));
    const applied = applyContentChange(held, change('OnItemUpdated', [row(2, 2, 'moved')]));
    expect(applied.list?.items.map((r) => [r.id, r.version, r.name])).toEqual([
      [1, 1, 'R1'],
      [2, 2, 'moved'],
      [3, 1, 'R3'],
    ]);
    expect(applied.fetch).toEqual([]);
    // The rows not changed are the same objects (the map redraws only what changed).
    expect(applied.list?.items[0]).toBe(held.items[0]);
  });

  it('an event overtaken by a later one changes nothing (out of order)', () => {
    const held = list(row(1, 4, 'fourth'));
    const applied = applyContentChange(held, change('OnItemUpdated', [row(1, 3, 'third')]));
    expect(applied.list).toBeUndefined();
    // Then the fifth arrives: it is taken.
    expect(applyContentChange(held, change('OnItemUpdated', [row(1, 5, 'fifth')])).list?.items).toEqual([
      row(1, 5, 'fifth'),
    ]);
  });

  it('adds new records in the server order: sortOrder, then id', () => {
    const held = list(row(1, 1, 'a', 0), row(3, 1, 'c', 2));
    const applied = applyContentChange(held, change('OnItemAdded', [row(2, 1, 'b', 1), row(9, 1, 'z', 2)]));
    expect(applied.list?.items.map((r) => r.id)).toEqual([1, 2, 3, 9]);
    expect(applied.list?.total).toBe(4);
    // A reorder moves a record.
    const reordered = applyContentChange(applied.list!, change('OnItemUpdated', [row(1, 2, 'a', 5)]));
    expect(reordered.list?.items.map((r) => r.id)).toEqual([2, 3, 9, 1]);
  });

  it('a deletion takes the ids out, and a late event of a deleted record does not bring it back', () => {
    const deleted = new Set<number>();
    const held = list(row(1, 1), row(2, 2));
    const gone = applyContentChange(held, change('OnItemDeleted', [], [row(2, 2)]), deleted);
    expect(gone.list?.items.map((r) => r.id)).toEqual([1]);
    const late = applyContentChange(gone.list!, change('OnItemUpdated', [row(2, 3)]), deleted);
    expect(late).toEqual({ list: undefined, fetch: [] });
    // A deletion of what is not held changes nothing.
    expect(
      applyContentChange(gone.list!, change('OnItemDeleted', [], [row(5, 1)]), deleted).list,
    ).toBeUndefined();
  });

  it('names without records: only the ids of versions not held are to be read', () => {
    const held = list(row(1, 1), row(2, 2), row(3, 1));
    const refs = [row(1, 1), row(2, 3), row(3, 1), row(4, 1)];
    const applied = applyContentChange(held, { ...change('OnItemUpdated', [], refs), records: undefined });
    expect(applied).toEqual({ list: undefined, fetch: [2, 4] });
    // Its own import: every version held already, nothing to read.
    const own = list(...refs);
    expect(applyContentChange(own, { ...change('OnItemAdded', [], refs), records: undefined })).toEqual({
      list: undefined,
      fetch: [],
    });
  });
});

describe('parseItemEvent: the content of an event', () => {
  const record = { id: 5, version: 2, projectId: 7, name: 'Turbine 5' };
  it('carries the ids, versions and records of a project content event', () => {
    const event = parseItemEvent('OnItemUpdated', [
      { kind: 'plannerObject', id: 5, projectId: 7, items: [{ id: 5, version: 2 }], records: [record] },
    ]);
    expect(event?.content).toEqual({
      name: 'OnItemUpdated',
      kind: 'plannerObject',
      projectId: 7,
      items: [{ id: 5, version: 2 }],
      records: [record],
    });
  });

  it('says nothing to apply for events that changed more than the records (read again)', () => {
    for (const extra of [{ photo: true }, { renumbered: true }, { plannerObjectIds: [1, 2] }]) {
      const event = parseItemEvent('OnItemUpdated', [
        {
          kind: 'viewpoint',
          id: 5,
          projectId: 7,
          items: [{ id: 5, version: 2 }],
          records: [record],
          ...extra,
        },
      ]);
      expect(event?.content).toBeUndefined();
    }
    // An event without items (an older server), or of a kind that is not a project's content.
    expect(
      parseItemEvent('OnItemUpdated', [{ kind: 'plannerObject', id: 5, projectId: 7 }])?.content,
    ).toBeUndefined();
    expect(
      parseItemEvent('OnItemUpdated', [{ kind: 'project', id: 7, items: [{ id: 7, version: 1 }] }])?.content,
    ).toBeUndefined();
  });

  it("drops records that are not of the event's project: the ids are read instead", () => {
    const event = parseItemEvent('OnItemUpdated', [
      {
        kind: 'preset',
        id: 5,
        projectId: 7,
        items: [{ id: 5, version: 2 }],
        records: [{ ...record, projectId: 8 }],
      },
    ]);
    expect(event?.content?.records).toBeUndefined();
    expect(event?.content?.items).toEqual([{ id: 5, version: 2 }]);
  });
});
