import {
  type CreateMapLayerRequest,
  MAP_LAYERS_MAX,
  type UpdateMapLayerRequest,
} from '@vantage/contracts/map-layers';
import { and, asc, eq, sql } from 'drizzle-orm';
import type { AccountContext } from '../../auth/context.js';
import type { Queryable } from '../../db/connection.js';
import { mapLayers } from '../../db/schema/index.js';
import type { IfMatch } from '../../http/if-match.js';
import { badRequest, notFound } from '../../http/problem.js';
import { assertIfMatch, nextVersion, sameVersion, staleItem } from '../project-content/versions.js';
import { countAll, lockSubscription } from '../subscriptions/lock.js';
import { type MapLayerRow, presentMapLayer } from './presenter.js';

type Actor = Pick<AccountContext, 'subscription'>;

const ownLayer = (actor: Actor, id: number) =>
  and(eq(mapLayers.id, id), eq(mapLayers.subscriptionId, actor.subscription.id));

const missing = (id: number) => notFound(`Map layer ${id} does not exist in your subscription.`);

/** The subscription's layers by order, then as added (the planner draws them in this order). */
export function listMapLayers(db: Queryable, actor: Actor): Promise<MapLayerRow[]> {
  return db
    .select()
    .from(mapLayers)
    .where(eq(mapLayers.subscriptionId, actor.subscription.id))
    .orderBy(asc(mapLayers.sortOrder), asc(mapLayers.id));
}

export async function getMapLayer(db: Queryable, actor: Actor, id: number): Promise<MapLayerRow> {
  const [row] = await db.select().from(mapLayers).where(ownLayer(actor, id));
  if (!row) throw missing(id);
  return row;
}

/** Counted and inserted under the subscription's lock, so two requests cannot pass the limit together. */
export async function createMapLayer(
  db: Queryable,
  actor: Actor,
  input: CreateMapLayerRequest,
): Promise<MapLayerRow> {
  const subscriptionId = actor.subscription.id;
  return db.transaction(async (tx) => {
    await lockSubscription(tx, subscriptionId);
    const [count] = await tx
      .select({ value: countAll })
      .from(mapLayers)
      .where(eq(mapLayers.subscriptionId, subscriptionId));
    if ((count?.value ?? 0) >= MAP_LAYERS_MAX)
      throw badRequest(`A subscription keeps at most ${MAP_LAYERS_MAX} map layers; delete one first.`);
    const [row] = await tx
      .insert(mapLayers)
      .values({
        subscriptionId,
        name: input.name,
        kind: input.kind,
        url: input.url,
        wmsLayers: input.kind === 'wms' ? (input.wmsLayers ?? null) : null,
        format: input.format ?? 'image/png',
        attribution: input.attribution,
        opacity: input.opacity ?? 1,
        sortOrder: input.order ?? 0,
      })
      .returning();
    return row!;
  });
}

/** With `ifMatch`, only while the layer is at the version it names (412 with the layer as it is now). */
export async function updateMapLayer(
  db: Queryable,
  actor: Actor,
  id: number,
  input: UpdateMapLayerRequest,
  ifMatch?: IfMatch,
): Promise<MapLayerRow> {
  const current = await getMapLayer(db, actor, id);
  assertIfMatch(ifMatch, 'Map layer', current, presentMapLayer);
  const [row] = await db
    .update(mapLayers)
    .set({
      ...(input.name !== undefined ? { name: input.name } : {}),
      ...(input.attribution !== undefined ? { attribution: input.attribution } : {}),
      ...(input.opacity !== undefined ? { opacity: input.opacity } : {}),
      ...(input.order !== undefined ? { sortOrder: input.order } : {}),
      version: nextVersion(mapLayers.version),
      updatedAt: sql`now()`,
    })
    .where(and(ownLayer(actor, id), sameVersion(mapLayers.version, ifMatch, current.version)))
    .returning();
  if (!row) throw staleItem('Map layer', await getMapLayer(db, actor, id), presentMapLayer);
  return row;
}

export async function deleteMapLayer(
  db: Queryable,
  actor: Actor,
  id: number,
): Promise<{ id: number; version: number }> {
  const [row] = await db
    .delete(mapLayers)
    .where(ownLayer(actor, id))
    .returning({ id: mapLayers.id, version: mapLayers.version });
  if (!row) throw missing(id);
  return row;
}
