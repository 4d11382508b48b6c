import {
  DEFAULT_NOISE_SETTINGS_VALUES,
  type NoiseSettingsValues,
  type UpdateNoiseSettingsRequest,
} from '@vantage/contracts';
import { eq, sql } from 'drizzle-orm';
import type { Queryable } from '../../db/connection.js';
import { noiseSettings } from '../../db/schema/index.js';
import { type IfMatch, ifMatchAllows } from '../../http/if-match.js';
import { badRequest, changedBySomeoneElse } from '../../http/problem.js';
import type { ContentActor } from '../project-content/access.js';
import { lockProjectOf } from '../projects/lock.js';
import { noiseTurbines } from './inputs.js';
import { projectForNoiseEdit, projectForNoiseRead } from './policy.js';
import { type NoiseSettingsRow, presentNoiseSettings } from './presenter.js';

async function settingsRow(db: Queryable, projectId: number): Promise<NoiseSettingsRow | undefined> {
  const [row] = await db.select().from(noiseSettings).where(eq(noiseSettings.projectId, projectId));
  return row;
}

/** The settings the study runs with: the stored ones, or the defaults. */
export async function noiseSettingsValues(db: Queryable, projectId: number): Promise<NoiseSettingsValues> {
  return { ...DEFAULT_NOISE_SETTINGS_VALUES, ...(await settingsRow(db, projectId))?.values };
}

export async function getNoiseSettings(db: Queryable, actor: ContentActor, projectId: number) {
  await projectForNoiseRead(db, actor, projectId);
  return presentNoiseSettings(projectId, await settingsRow(db, projectId));
}

/**
 * 400 unless every turbine in `turbineModes` is a turbine or existing turbine of the project and
 * every mode named is one of its preset's operating modes.
 */
async function assertTurbineModes(db: Queryable, projectId: number, values: NoiseSettingsValues) {
  if (values.turbineModes.length === 0) return;
  const turbines = new Map((await noiseTurbines(db, projectId, null)).map((t) => [t.id, t]));
  for (const entry of values.turbineModes) {
    const turbine = turbines.get(entry.turbineId);
    if (!turbine)
      throw badRequest(`turbineModes: ${entry.turbineId} is no wind turbine of project ${projectId}.`);
    const names = turbine.modes.map((mode) => mode.name);
    for (const period of ['day', 'evening', 'night'] as const) {
      if (!names.includes(entry[period]))
        throw badRequest(
          names.length
            ? `turbineModes: turbine "${turbine.name}" has no operating mode "${entry[period]}" (${period}); its modes are ${names.join(', ')}.`
            : `turbineModes: turbine "${turbine.name}" has no operating modes: its preset carries no sound power.`,
        );
    }
  }
}

/**
 * Changes the fields sent. With `ifMatch`, only while the settings are at a version it names
 * (412 with the settings as they are now). The project's row lock orders concurrent changes,
 * and the write names the version it read, so none is lost.
 */
export async function updateNoiseSettings(
  db: Queryable,
  actor: ContentActor,
  projectId: number,
  input: UpdateNoiseSettingsRequest,
  ifMatch?: IfMatch,
) {
  await projectForNoiseEdit(db, actor, projectId);
  return db.transaction(async (tx) => {
    await lockProjectOf(tx, projectId, actor.subscription.id);
    const current = await settingsRow(tx, projectId);
    const version = current?.version ?? 1;
    if (!ifMatchAllows(ifMatch, version))
      throw changedBySomeoneElse(
        'The noise settings were changed by someone else since you loaded them.',
        presentNoiseSettings(projectId, current),
      );
    const values: NoiseSettingsValues = {
      ...DEFAULT_NOISE_SETTINGS_VALUES,
      ...current?.values,
      ...input,
    };
    await assertTurbineModes(tx, projectId, values);
    const [row] = current
      ? await tx
          .update(noiseSettings)
          .set({ values, version: sql`${noiseSettings.version} + 1`, updatedAt: sql`now()` })
          .where(eq(noiseSettings.projectId, projectId))
          .returning()
      : await tx.insert(noiseSettings).values({ projectId, values, version: 2 }).returning();
    return presentNoiseSettings(projectId, row);
  });
}
