import { asc, eq, inArray } from 'drizzle-orm';
import type { AppContext } from '../app-context.js';
import { plannerObjects, presets, projects, scenarios, tours, viewpoints } from '../db/schema/index.js';
import './demo-content.js';
import { addDemoProjectEnricher } from './demo.js';

/**
 * The demo organisation's published presentation: "Noordzee Wind Park",
 * a copy of the first demo project as create-published-project would make it, so that the
 * public viewer link works out of the box and a newcomer's /dash/present is not empty.
 *
 * It opens on Egmond aan Zee beach looking out to sea at the turbines (default viewpoint and
 * default scenario "Wind farm"), has a "Current situation" scenario without planned objects
 * and one tour along the coast. The tour does not start by itself, so that a visitor first
 * sees the default view.
 *
 * The publication key is fixed and readable: the demo is public content by design, and the
 * link must be known before anyone signs in (start-up prints it, the e2e tests open it).
 * Presentations made by people keep their unguessable 256-bit keys.
 */
export const DEMO_PUBLICATION_KEY = 'noordzee-wind-park-demo';
export const DEMO_PRESENTATION = {
  name: 'Noordzee Wind Park',
  organizations: ['Demo Wind Co'],
  description:
    'Six turbines of 200 m tip height about 15 km off the coast between Egmond aan Zee and IJmuiden, ' +
    'with the export cable to Wijk aan Zee. Choose a viewpoint to see the park from the places you know.',
  defaultViewpointName: 'Egmond aan Zee beach',
  tourName: 'Along the coast',
} as const;

/** Combined scenarios of the presentation: name and the source scenarios (by name) it holds. */
const COMBINED: Array<{ name: string; from: string[] }> = [
  { name: 'Current situation', from: [] },
  { name: 'Wind farm', from: ['Wind farm'] },
  { name: 'Wind farm and solar field', from: ['Wind farm', 'Solar field'] },
];
const DEFAULT_SCENARIO = 'Wind farm';

export async function seedDemoPresentation(ctx: AppContext, projectIds: number[]): Promise<void> {
  const sourceId = projectIds[0];
  if (sourceId === undefined) return;
  await ctx.db.transaction(async (tx) => {
    const [source] = await tx.select().from(projects).where(eq(projects.id, sourceId));
    if (!source) return;
    // One after the other: a transaction is one connection, on which pg would only queue them
    // (and queueing queries on a client is deprecated, to be removed in pg 9).
    const sourceViews = await tx
      .select()
      .from(viewpoints)
      .where(eq(viewpoints.projectId, sourceId))
      .orderBy(asc(viewpoints.sortOrder));
    const sourceTours = await tx
      .select()
      .from(tours)
      .where(eq(tours.projectId, sourceId))
      .orderBy(asc(tours.sortOrder));
    const sourceScenarios = await tx.select().from(scenarios).where(eq(scenarios.projectId, sourceId));
    const sourceObjects = await tx
      .select()
      .from(plannerObjects)
      .where(eq(plannerObjects.projectId, sourceId))
      .orderBy(asc(plannerObjects.id));
    const [presentation] = await tx
      .insert(projects)
      .values({
        subscriptionId: source.subscriptionId,
        name: DEMO_PRESENTATION.name,
        organizations: [...DEMO_PRESENTATION.organizations],
        description: DEMO_PRESENTATION.description,
        originalProjectId: source.id,
        published: true,
        publicationKey: DEMO_PUBLICATION_KEY,
        tagNames: source.tagNames,
        projectDataJson: source.projectDataJson,
        defaultCoordinateSystemId: source.defaultCoordinateSystemId,
      })
      .returning();
    const targetId = presentation!.id;

    const viewCopies = await tx
      .insert(viewpoints)
      .values(
        sourceViews.map(({ id: _id, ...v }, index) => ({
          ...v,
          projectId: targetId,
          sortOrder: index,
          version: 1,
        })),
      )
      .returning();
    const viewMap = new Map(sourceViews.map((v, i) => [v.id, viewCopies[i]!.id]));
    // The walk from the dunes to the beach: the Linear tour of the source, renamed.
    const walk = sourceTours.find((t) => t.animationMode === 'Linear') ?? sourceTours[0];
    let walkCopyId: number | undefined;
    if (walk) {
      const { id: _id, ...tour } = walk;
      const [copy] = await tx
        .insert(tours)
        .values({
          ...tour,
          projectId: targetId,
          name: DEMO_PRESENTATION.tourName,
          autoAnimate: false,
          sortOrder: 0,
          version: 1,
          viewpointIds: tour.viewpointIds.flatMap((id) => (viewMap.has(id) ? [viewMap.get(id)!] : [])),
        })
        .returning({ id: tours.id });
      walkCopyId = copy!.id;
    }

    const usedPresets = [...new Set(sourceObjects.flatMap((o) => (o.presetId === null ? [] : [o.presetId])))];
    const presetRows = usedPresets.length
      ? await tx.select().from(presets).where(inArray(presets.id, usedPresets)).orderBy(asc(presets.id))
      : [];
    const presetCopies = presetRows.length
      ? await tx
          .insert(presets)
          .values(presetRows.map(({ id: _id, ...p }) => ({ ...p, projectId: targetId })))
          .returning()
      : [];
    const presetMap = new Map(presetRows.map((p, i) => [p.id, presetCopies[i]!.id]));
    const scenarioCopies = await tx
      .insert(scenarios)
      .values(
        COMBINED.map((c, index) => ({
          projectId: targetId,
          name: c.name,
          color: sourceScenarios.find((s) => s.name === c.from[0])?.color ?? '44B3EA',
          sortOrder: index,
        })),
      )
      .returning();
    const objectCopies = COMBINED.flatMap((c, index) =>
      c.from.flatMap((name) => {
        const scenarioId = sourceScenarios.find((s) => s.name === name)?.id;
        return sourceObjects
          .filter((o) => o.scenarioId === scenarioId)
          .map(({ id: _id, ...o }) => ({
            ...o,
            projectId: targetId,
            scenarioId: scenarioCopies[index]!.id,
            presetId: o.presetId === null ? null : presetMap.get(o.presetId)!,
            version: 1,
          }));
      }),
    );
    if (objectCopies.length) await tx.insert(plannerObjects).values(objectCopies);

    const beach =
      sourceViews.find((v) => v.name === DEMO_PRESENTATION.defaultViewpointName) ?? sourceViews[0];
    await tx
      .update(projects)
      .set({
        defaultViewpoint: beach ? viewMap.get(beach.id)! : null,
        defaultScenario: scenarioCopies[COMBINED.findIndex((c) => c.name === DEFAULT_SCENARIO)]!.id,
        // As create-published-project keeps them, so that "Update presentation" works on it.
        presentationSettings: beach
          ? {
              viewpoints: sourceViews.map((v) => ({ sourceId: v.id, id: viewMap.get(v.id)!, name: v.name })),
              tours:
                walk && walkCopyId !== undefined
                  ? [{ sourceId: walk.id, id: walkCopyId, name: DEMO_PRESENTATION.tourName }]
                  : [],
              scenarios: COMBINED.map((c, index) => ({
                id: scenarioCopies[index]!.id,
                name: c.name,
                sourceScenarioIds: c.from.flatMap((name) => {
                  const found = sourceScenarios.find((s) => s.name === name);
                  return found ? [found.id] : [];
                }),
              })),
              defaultViewpointSourceId: beach.id,
              defaultScenarioIndex: COMBINED.findIndex((c) => c.name === DEFAULT_SCENARIO),
            }
          : null,
        planAsOf: presentation!.createdAt,
      })
      .where(eq(projects.id, targetId));
  });
}

addDemoProjectEnricher(seedDemoPresentation);
