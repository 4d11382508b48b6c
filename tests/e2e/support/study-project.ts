import { type APIRequestContext, expect } from '@playwright/test';
import proj4 from 'proj4';

type Point = { longitude: number; latitude: number };

/** Converts a coordinate of `epsgCode` (east, north) to WGS 84 with the server's own definition of it. */
export async function fromSystem(
  api: APIRequestContext,
  epsgCode: number,
): Promise<(at: [number, number]) => Point> {
  const systems = (await (await api.get('/api/coordinate-systems')).json()) as Array<{
    epsgCode: number;
    proj4Definition: string;
  }>;
  const converter = proj4(
    systems.find((system) => system.epsgCode === epsgCode)!.proj4Definition,
    'EPSG:4326',
  );
  return ([east, north]) => {
    const [longitude, latitude] = converter.forward([east, north]);
    return { longitude: longitude!, latitude: latitude! };
  };
}

/**
 * A project in `epsgCode` with one scenario, made through the API, and the two calls the study
 * specs build their plans with: a turbine preset and a point object of the scenario (each answers its id).
 */
export async function studyProject(
  api: APIRequestContext,
  name: string,
  epsgCode: number,
  scenarioName = 'Scenario 1',
) {
  const project = await api.post('/api/projects', {
    data: { name, defaultCoordinateSystemEpsgCode: epsgCode },
  });
  expect(project.status(), await project.text()).toBe(201);
  const projectId = ((await project.json()) as { id: number }).id;
  const scenario = await api.post(`/api/projects/${projectId}/scenarios`, { data: { name: scenarioName } });
  expect(scenario.status(), await scenario.text()).toBe(201);
  const scenarioId = ((await scenario.json()) as { id: number }).id;
  const preset = async (presetName: string, data: Record<string, unknown>) => {
    const created = await api.post(`/api/projects/${projectId}/presets`, {
      data: { name: presetName, plannerObjectTypeId: 1, presetDataJson: JSON.stringify(data) },
    });
    expect(created.status(), await created.text()).toBe(201);
    return ((await created.json()) as { id: number }).id;
  };
  const place = async (data: Record<string, unknown>, at: Point) => {
    const created = await api.post(`/api/projects/${projectId}/planner-objects`, {
      data: { scenarioId, layout: 'Point', points: [at], ...data },
    });
    expect(created.status(), await created.text()).toBe(201);
    return ((await created.json()) as { id: number }).id;
  };
  return { projectId, scenarioId, preset, place };
}
