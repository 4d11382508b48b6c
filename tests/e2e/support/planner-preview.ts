import { E2E_BASE_URL } from './config';

/**
 * For a planner spec that does not look at the 3D preview: the browser starts with the
 * preview closed, as a planner who closed it finds it (the `plannerPreview` preference,
 * apps/web/src/lib/preferences.ts). Drawing the preview's terrain and scene in software
 * WebGL took more than half of such a spec's time (planner-noise and planner-setbacks:
 * 70.8 s with the preview, 30.4 s without, one run each side by side).
 */
export const PREVIEW_CLOSED = {
  storageState: {
    cookies: [],
    origins: [{ origin: E2E_BASE_URL, localStorage: [{ name: 'vantage.plannerPreview', value: 'false' }] }],
  },
};
