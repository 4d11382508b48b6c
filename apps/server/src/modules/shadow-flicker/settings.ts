import type {
  ShadowFlickerProjectSettings,
  ShadowFlickerSettings,
} from '@vantage/contracts/studies/shadow-api';
import { eq, sql } from 'drizzle-orm';
import type { Queryable } from '../../db/connection.js';
import { shadowFlickerSettings } from '../../db/schema/index.js';
import { type IfMatch, ifMatchAllows } from '../../http/if-match.js';
import { changedBySomeoneElse } from '../../http/problem.js';
import type { ContentActor } from '../project-content/access.js';
import { lockProjectOf } from '../projects/lock.js';
import { projectForShadowFlicker, projectForShadowFlickerEdit } from './policy.js';

type SettingsRow = typeof shadowFlickerSettings.$inferSelect;

async function settingsRow(db: Queryable, projectId: number): Promise<SettingsRow | undefined> {
  const [row] = await db
    .select()
    .from(shadowFlickerSettings)
    .where(eq(shadowFlickerSettings.projectId, projectId));
  return row;
}

/** The stored settings, or the defaults (every field left out) at version 1. */
function present(projectId: number, row: SettingsRow | undefined): ShadowFlickerProjectSettings {
  return {
    projectId,
    version: row?.version ?? 1,
    updatedAt: row ? row.updatedAt.toISOString() : null,
    ...row?.values,
  };
}

/** What a calculation of the project starts from: its stored settings, or none. */
export async function storedShadowFlickerSettings(
  db: Queryable,
  projectId: number,
): Promise<ShadowFlickerSettings> {
  return (await settingsRow(db, projectId))?.values ?? {};
}

export async function getShadowFlickerSettings(db: Queryable, actor: ContentActor, projectId: number) {
  await projectForShadowFlicker(db, actor, projectId);
  return present(projectId, await settingsRow(db, projectId));
}

/**
 * Replaces the settings with `input` (a field left out goes back to its default). With
 * `ifMatch`, only while they are at the version it names (412 with the settings as they are
 * now). The project's row lock orders concurrent saves, so none is lost between read and write.
 */
export async function updateShadowFlickerSettings(
  db: Queryable,
  actor: ContentActor,
  projectId: number,
  input: ShadowFlickerSettings,
  ifMatch?: IfMatch,
) {
  await projectForShadowFlickerEdit(db, actor, projectId);
  return db.transaction(async (tx) => {
    await lockProjectOf(tx, projectId, actor.subscription.id);
    const current = await settingsRow(tx, projectId);
    if (!ifMatchAllows(ifMatch, current?.version ?? 1))
      throw changedBySomeoneElse(
        'The shadow-flicker settings were changed by someone else since you loaded them.',
        present(projectId, current),
      );
    const [row] = current
      ? await tx
          .update(shadowFlickerSettings)
          .set({ values: input, version: sql`${shadowFlickerSettings.version} + 1`, updatedAt: sql`now()` })
          .where(eq(shadowFlickerSettings.projectId, projectId))
          .returning()
      : await tx.insert(shadowFlickerSettings).values({ projectId, values: input, version: 2 }).returning();
    return present(projectId, row);
  });
}
