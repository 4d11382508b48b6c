import type { PublishProjectRequest } from '@vantage/contracts';
import type { TestApp } from './harness.js';
import { contentFixtures } from './project-content-fixtures.js';

/**
 * A source project with content to present: three viewpoints (one left out of the
 * presentation), two tours (one left out), two scenarios with objects and a preset, and a
 * publish request that combines them.
 */
export async function presentableProject(t: TestApp, subscriptionId: number) {
  const f = contentFixtures(t);
  const project = await f.project(subscriptionId, {
    name: 'Secret Source Name',
    description: 'Internal notes: landowner negotiations pending',
    organizations: ['Internal Org'],
    projectDataJson: '{"internal":"do-not-leak"}',
  });
  const beach = await f.viewpoint(project.id, { name: 'Beach', longitude: 4.55, latitude: 52.45, pan: 270 });
  const dike = await f.viewpoint(project.id, {
    name: 'Dike',
    longitude: 4.6,
    latitude: 52.5,
    fieldOfView: 50,
  });
  const hidden = await f.viewpoint(project.id, {
    name: 'Hidden Farmhouse View',
    longitude: 4.7,
    latitude: 52.6,
  });
  const tour = await f.tour(project.id, {
    name: 'Internal tour name',
    animationMode: 'Parabolic',
    easing: 'CubicIn',
    viewpointIds: [beach.id, hidden.id, dike.id],
  });
  const hiddenTour = await f.tour(project.id, { name: 'Excluded Draft Tour', viewpointIds: [hidden.id] });
  const preset = await f.preset(project.id, {
    name: 'V150',
    plannerObjectTypeId: 2,
    presetDataJson: '{"rotor":150}',
  });
  const wind = await f.scenario(project.id, { name: 'Wind internal', color: '00aa00' });
  const solar = await f.scenario(project.id, { name: 'Solar internal', color: 'ffaa00' });
  const turbine = await f.plannerObject(wind, {
    name: 'Turbine 1',
    presetId: preset.id,
    plannerObjectTypeId: 2,
  });
  const field = await f.plannerObject(solar, {
    name: 'Solar field',
    layout: 'Area',
    plannerObjectTypeId: 4,
    points: [
      { longitude: 4.6, latitude: 52.5 },
      { longitude: 4.61, latitude: 52.5 },
      { longitude: 4.61, latitude: 52.51 },
    ],
  });
  const request: PublishProjectRequest = {
    projectId: project.id,
    name: 'Noordzee Wind Park',
    organizations: ['Demo Wind Co'],
    description: 'Six turbines and a solar field.',
    renamedViewpoints: [
      { id: dike.id, newName: 'View from the dike' },
      { id: beach.id, newName: 'Beach' },
    ],
    renamedTours: [{ id: tour.id, newName: 'Coastline flight' }],
    combinedScenarios: [
      { combinedName: 'Current situation', scenarioIds: [] },
      { combinedName: 'Wind', scenarioIds: [wind.id] },
      { combinedName: 'Wind and solar', scenarioIds: [wind.id, solar.id] },
    ],
    defaultViewpoint: beach.id,
    defaultScenario: 2,
  };
  return { project, beach, dike, hidden, tour, hiddenTour, preset, wind, solar, turbine, field, request };
}

export function publish(t: TestApp, headers: Record<string, string>, payload: unknown) {
  return t.app.inject({
    method: 'POST',
    url: '/api/projects/create-published-project',
    headers,
    payload: payload as object,
  });
}
