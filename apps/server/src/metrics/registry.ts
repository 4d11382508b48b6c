import { Counter, collectDefaultMetrics, Gauge, Histogram, Registry } from 'prom-client';

/**
 * The process's Prometheus metrics, one registry per process. Other code counts
 * through `metrics`, e.g. `metrics.signIns.inc({ result: 'success' })` or
 * `metrics.lockouts.inc()`; gauges of the hub and the database pool are read at scrape
 * time from the sources registered with `watch`.
 */
export const registry = new Registry();
collectDefaultMetrics({ register: registry, prefix: 'vantage_', eventLoopMonitoringPrecision: 20 });

type Source = {
  hubConnections?: () => number;
  pool?: () => { total: number; idle: number; waiting: number } | undefined;
};
const sources = new Set<Source>();

/** Reads `source` at every scrape until the returned function is called. */
export function watch(source: Source): () => void {
  sources.add(source);
  return () => sources.delete(source);
}

const sum = (read: (source: Source) => number | undefined) =>
  [...sources].reduce((total, source) => total + (read(source) ?? 0), 0);

export const metrics = {
  httpDuration: new Histogram({
    name: 'vantage_http_request_duration_seconds',
    help: 'HTTP requests by method, route (the route pattern) and status code.',
    labelNames: ['method', 'route', 'status'] as const,
    buckets: [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10],
    registers: [registry],
  }),
  hubConnections: new Gauge({
    name: 'vantage_hub_connections',
    help: 'Open hub (SignalR) connections of this process.',
    registers: [registry],
    collect() {
      this.set(sum((source) => source.hubConnections?.()));
    },
  }),
  mails: new Counter({
    name: 'vantage_mails_total',
    help: 'Mail of the outbox by outcome: sent, retried (an attempt failed, another follows), failed (no attempt left) or cancelled (its invitation was withdrawn, used or expired before it went out).',
    labelNames: ['result'] as const,
    registers: [registry],
  }),
  mailsDeleted: new Counter({
    name: 'vantage_mails_deleted_total',
    help: 'Settled mail (sent, failed, cancelled) the outbox deleted after MAIL_OUTBOX_RETENTION_DAYS.',
    registers: [registry],
  }),
  hubMessages: new Counter({
    name: 'vantage_hub_messages_total',
    help: 'Hub messages: invocations received from clients (in) and events sent to clients (out).',
    labelNames: ['direction'] as const,
    registers: [registry],
  }),
  eventsPublished: new Counter({
    name: 'vantage_events_published_total',
    help: 'Domain events published by this process, by event name.',
    labelNames: ['event'] as const,
    registers: [registry],
  }),
  eventsDelivered: new Counter({
    name: 'vantage_events_delivered_total',
    help: 'Domain events delivered to hub connections of this process (one per connection), by event name.',
    labelNames: ['event'] as const,
    registers: [registry],
  }),
  dbPoolConnections: new Gauge({
    name: 'vantage_db_pool_connections',
    help: 'PostgreSQL pool connections by state (total, idle) and requests waiting for one (waiting).',
    labelNames: ['state'] as const,
    registers: [registry],
    collect() {
      for (const state of ['total', 'idle', 'waiting'] as const) {
        this.set(
          { state },
          sum((source) => source.pool?.()?.[state]),
        );
      }
    },
  }),
  signIns: new Counter({
    name: 'vantage_sign_ins_total',
    help: 'Sign-ins at the embedded identity provider, by result (success, failure).',
    labelNames: ['result'] as const,
    registers: [registry],
  }),
  lockouts: new Counter({
    name: 'vantage_lockouts_total',
    help: 'Accounts locked out after too many failed sign-ins.',
    registers: [registry],
  }),
};
