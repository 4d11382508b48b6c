import type { AppContext } from '../app-context.js';
import type { PlannerPoint } from '../db/schema/index.js';
import { plannerObjects, presets, scenarios, tours, viewpoints } from '../db/schema/index.js';
import { addDemoProjectEnricher } from './demo.js';

/**
 * Demo content: every demo project gets viewpoints at real Dutch places, scenarios
 * with planner objects (turbines as Points, a solar field as an Area, a cable route as a
 * Path) and two tours, so that a new user can open the present page and publish at once.
 */

/** Planner-object types of the demo presets (the editor's catalogue ids). */
export const DEMO_OBJECT_TYPES = { windTurbine: 1, solarField: 2, cable: 3 } as const;

type DemoViewpoint = {
  name: string;
  at: [number, number];
  altitude: number;
  pan: number;
  tilt?: number;
  fov?: number;
};
type DemoSite = {
  viewpoints: DemoViewpoint[];
  turbines: Array<[number, number]>;
  solarField: Array<[number, number]>;
  cableRoute: Array<[number, number]>;
};

/** One site per demo project, in the order seed/demo.ts creates them. */
const SITES: DemoSite[] = [
  {
    // Noordzee Wind Park: offshore west of IJmuiden, landfall at Wijk aan Zee.
    viewpoints: [
      { name: 'Egmond aan Zee beach', at: [4.624, 52.6205], altitude: 6, pan: 250 },
      { name: 'IJmuiden pier', at: [4.556, 52.464], altitude: 8, pan: 290 },
      { name: 'Wijk aan Zee dunes', at: [4.59, 52.494], altitude: 28, pan: 275, tilt: 2 },
      { name: 'Zandvoort boulevard', at: [4.527, 52.374], altitude: 7, pan: 315, fov: 50 },
    ],
    turbines: [
      [4.38, 52.55],
      [4.41, 52.555],
      [4.44, 52.56],
      [4.38, 52.575],
      [4.41, 52.58],
      [4.44, 52.585],
    ],
    solarField: [
      [4.628, 52.478],
      [4.636, 52.478],
      [4.636, 52.483],
      [4.628, 52.483],
    ],
    cableRoute: [
      [4.41, 52.555],
      [4.5, 52.51],
      [4.582, 52.492],
      [4.65, 52.48],
    ],
  },
  {
    // Solar Field Almere: polder east of Almere Poort.
    viewpoints: [
      { name: 'Almere Poort station', at: [5.1555, 52.3448], altitude: 4, pan: 80 },
      { name: 'Weerwater shore', at: [5.2155, 52.3672], altitude: 2, pan: 120 },
      { name: 'Oostvaardersdijk', at: [5.3275, 52.4415], altitude: 5, pan: 200, fov: 70 },
    ],
    turbines: [
      [5.262, 52.352],
      [5.272, 52.356],
      [5.282, 52.36],
    ],
    solarField: [
      [5.238, 52.342],
      [5.252, 52.342],
      [5.254, 52.35],
      [5.24, 52.351],
    ],
    cableRoute: [
      [5.246, 52.346],
      [5.23, 52.355],
      [5.2155, 52.3672],
    ],
  },
  {
    // Grid Connection Eemshaven: the port's wind farm and the cable to the substation.
    viewpoints: [
      { name: 'Eemshaven harbour entrance', at: [6.835, 53.447], altitude: 10, pan: 160 },
      { name: 'Oudeschip dike', at: [6.812, 53.432], altitude: 8, pan: 60 },
      { name: 'Uithuizen Menkemaborg', at: [6.7267, 53.4059], altitude: 3, pan: 45, tilt: 3 },
    ],
    turbines: [
      [6.85, 53.45],
      [6.862, 53.446],
      [6.874, 53.442],
      [6.886, 53.438],
    ],
    solarField: [
      [6.82, 53.438],
      [6.83, 53.438],
      [6.83, 53.442],
      [6.82, 53.442],
    ],
    cableRoute: [
      [6.862, 53.446],
      [6.84, 53.437],
      [6.8, 53.425],
      [6.776, 53.418],
    ],
  },
  {
    // Hilltop Turbines: the plateau of South Limburg near Vaals.
    viewpoints: [
      { name: 'Vaalserberg lookout', at: [6.0208, 50.7546], altitude: 322, pan: 320, tilt: -2 },
      { name: 'Gulpen Gulperberg', at: [5.8935, 50.8123], altitude: 150, pan: 110 },
      { name: 'Epen Eperheide', at: [5.9338, 50.7629], altitude: 230, pan: 70, fov: 55 },
      { name: 'Slenaken church', at: [5.8561, 50.7673], altitude: 120, pan: 30 },
      { name: 'Mechelen Geul valley', at: [5.9283, 50.7969], altitude: 110, pan: 150 },
    ],
    turbines: [
      [5.955, 50.775],
      [5.965, 50.779],
      [5.975, 50.783],
    ],
    solarField: [
      [5.905, 50.79],
      [5.913, 50.79],
      [5.913, 50.794],
      [5.905, 50.794],
    ],
    cableRoute: [
      [5.965, 50.779],
      [5.94, 50.79],
      [5.91, 50.792],
    ],
  },
];

const points = (pairs: Array<[number, number]>): PlannerPoint[] =>
  pairs.map(([longitude, latitude]) => ({ longitude, latitude }));

/** Rotor facing the prevailing south-west wind: a yaw of 225° about the vertical axis. */
const FACING_SOUTH_WEST = {
  x: 0,
  y: Math.sin((225 * Math.PI) / 360),
  z: 0,
  w: Math.cos((225 * Math.PI) / 360),
};

export async function enrichDemoProjects(ctx: AppContext, projectIds: number[]): Promise<void> {
  await ctx.db.transaction(async (tx) => {
    for (const [index, projectId] of projectIds.entries()) {
      const site = SITES[index % SITES.length]!;
      const views = await tx
        .insert(viewpoints)
        .values(
          site.viewpoints.map((v, i) => ({
            projectId,
            name: v.name,
            longitude: v.at[0],
            latitude: v.at[1],
            altitude: v.altitude,
            pan: v.pan,
            tilt: v.tilt ?? 0,
            fieldOfView: v.fov ?? 60,
            windDirection: 225,
            // A summer evening: low sun behind the turbines, as developers like to show them.
            viewingDateTime: new Date('2025-06-21T17:30:00Z'),
            sortOrder: i,
          })),
        )
        .returning({ id: viewpoints.id });
      const viewIds = views.map((v) => v.id);
      await tx.insert(tours).values([
        {
          projectId,
          name: 'Overview flight',
          autoAnimate: true,
          animationMode: 'Parabolic',
          easing: 'CubicInOut',
          viewpointIds: viewIds,
          sortOrder: 0,
        },
        {
          projectId,
          name: 'Neighbours walk',
          animationMode: 'Linear',
          easing: 'Linear',
          viewpointIds: viewIds.slice(0, 3).reverse(),
          sortOrder: 1,
        },
      ]);

      const [turbineType, panelType, cableType] = await tx
        .insert(presets)
        .values([
          {
            projectId,
            name: 'Vestas V150 4.2 MW',
            plannerObjectTypeId: DEMO_OBJECT_TYPES.windTurbine,
            presetDataJson: '{"hubHeight":125,"rotorDiameter":150}',
          },
          {
            projectId,
            name: 'Bifacial panels 550 Wp',
            plannerObjectTypeId: DEMO_OBJECT_TYPES.solarField,
            presetDataJson: '{"tilt":15,"rowSpacing":6}',
          },
          {
            projectId,
            name: 'Export cable 150 kV',
            plannerObjectTypeId: DEMO_OBJECT_TYPES.cable,
            presetDataJson: '{"depth":1.5}',
          },
        ])
        .returning();
      const [wind, solar] = await tx
        .insert(scenarios)
        .values([
          { projectId, name: 'Wind farm', color: '027bd7', sortOrder: 0 },
          { projectId, name: 'Solar field', color: 'f5a623', sortOrder: 1 },
        ])
        .returning();
      await tx.insert(plannerObjects).values([
        ...site.turbines.map((at, i) => ({
          projectId,
          scenarioId: wind!.id,
          presetId: turbineType!.id,
          name: `Turbine ${i + 1}`,
          layout: 'Point' as const,
          points: points([at]),
          rotation: FACING_SOUTH_WEST,
          plannerObjectTypeId: DEMO_OBJECT_TYPES.windTurbine,
        })),
        {
          projectId,
          scenarioId: wind!.id,
          presetId: cableType!.id,
          name: 'Cable route',
          layout: 'Path' as const,
          points: points(site.cableRoute),
          plannerObjectTypeId: DEMO_OBJECT_TYPES.cable,
        },
        {
          projectId,
          scenarioId: solar!.id,
          presetId: panelType!.id,
          name: 'Solar field',
          layout: 'Area' as const,
          points: points(site.solarField),
          plannerObjectTypeId: DEMO_OBJECT_TYPES.solarField,
        },
      ]);
    }
  });
}

addDemoProjectEnricher(enrichDemoProjects);
