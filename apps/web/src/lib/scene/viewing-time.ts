/**
 * The date and time a view shows, apart from sky.ts so that the viewer's page knows it without
 * loading the sun's position (suncalc), which only the engine, the planner and "How this view
 * was made" use.
 */

/**
 * When the viewpoint names no date and time: noon UTC of the day the view is opened
 * (a daylight view; the panel says that the time was not set by the plan).
 */
export function viewingDate(
  viewingDateTime: string | null,
  today = new Date(),
): { date: Date; fromPlan: boolean } {
  if (viewingDateTime) {
    const date = new Date(viewingDateTime);
    if (!Number.isNaN(date.getTime())) return { date, fromPlan: true };
  }
  const noon = new Date(Date.UTC(today.getUTCFullYear(), today.getUTCMonth(), today.getUTCDate(), 12));
  return { date: noon, fromPlan: false };
}
