import type { MapLayerKind } from '@vantage/contracts/map-layers';
import { doublePrecision, index, integer, pgTable, serial, text } from 'drizzle-orm/pg-core';
import { createdAt, timestampz, version } from './columns.js';
import { subscriptions } from './subscriptions.js';

/**
 * A subscription's map layers by URL (docs/decisions/202-map-layers-through-the-server.md): the
 * source's address (a tile template, or a WMS's address with its layer names and format), the
 * name and attribution the planner shows, opacity and order. Delete cascades from the
 * subscription.
 */
export const mapLayers = pgTable(
  'map_layers',
  {
    id: serial('id').primaryKey(),
    subscriptionId: integer('subscription_id')
      .notNull()
      .references(() => subscriptions.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    /** 'xyz' | 'wmts' | 'wms' (contracts' MAP_LAYER_KINDS). */
    kind: text('kind').$type<MapLayerKind>().notNull(),
    url: text('url').notNull(),
    wmsLayers: text('wms_layers'),
    format: text('format').notNull().default('image/png'),
    attribution: text('attribution').notNull(),
    opacity: doublePrecision('opacity').notNull().default(1),
    sortOrder: integer('sort_order').notNull().default(0),
    version: version(),
    createdAt: createdAt(),
    updatedAt: timestampz('updated_at').notNull().defaultNow(),
  },
  (t) => [index('map_layers_subscription_idx').on(t.subscriptionId)],
);
