import { MaintenanceProblem } from '@vantage/contracts';
import { isApiError } from '@/lib/api-error';

/** The maintenance window a 503 answer names (either end may be open). */
export type MaintenanceWindow = MaintenanceProblem['maintenance'];

/** The window of a 503 maintenance answer; undefined for any other error. */
export function maintenanceWindowOf(error: unknown): MaintenanceWindow | undefined {
  if (!isApiError(error, 503)) return undefined;
  try {
    const parsed = MaintenanceProblem.safeParse(JSON.parse(error.responseText));
    return parsed.success ? parsed.data.maintenance : undefined;
  } catch {
    return undefined;
  }
}

/** Router state of the navigation to /maintenance: what the server said about the window. */
export type MaintenanceLocationState = { maintenance?: MaintenanceWindow };

export function windowFromLocationState(state: unknown): MaintenanceWindow | undefined {
  const parsed = MaintenanceProblem.shape.maintenance.safeParse(
    (state as MaintenanceLocationState | null | undefined)?.maintenance,
  );
  return parsed.success ? parsed.data : undefined;
}
