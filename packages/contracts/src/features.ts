import { z } from 'zod/mini';

export const FeatureState = z.enum(['Hidden', 'Disabled', 'Phantom', 'Enabled']);
export type FeatureState = z.infer<typeof FeatureState>;

export const PRESENT_FEATURE_KEY = 'Dash.Secure.Present';
/** The report (PDF) for a planning authority, in the planner and on the Present screen. */
export const PDF_REPORT_FEATURE_KEY = 'PdfReport';

/** Modules listed on /dash/license, in the spec's order, with their feature keys. */
export const LICENSE_MODULES = [
  { key: 'Wind', label: 'Wind' },
  { key: 'Solar', label: 'Solar' },
  { key: 'Pylon', label: 'Line & Grid' },
  { key: 'Stationary', label: 'Object' },
  { key: PRESENT_FEATURE_KEY, label: 'Present' },
  { key: 'PanoUpload', label: 'Custom panorama' },
  { key: 'Cyclomedia', label: 'Cyclomedia' },
  { key: 'ShadowFlickerSimulation', label: 'Shadow Flicker Simulation' },
  { key: 'NoiseSimulation', label: 'Noise Simulation' },
] as const;

/** Every feature key a subscription carries (spec section 3). */
export const FEATURE_KEYS = [
  ...LICENSE_MODULES.map((m) => m.key),
  PDF_REPORT_FEATURE_KEY,
  'Pano360Render',
  'AdvancedAnimations',
  'SketchLayer',
  'TerrainTexture',
  'TerrainAhn',
  'TerrainSrtm',
  'Esri',
  'BufferLayer',
  'AddCrs',
] as const;

export const Feature = z.object({ id: z.int(), key: z.string(), state: FeatureState });
export type Feature = z.infer<typeof Feature>;

export const PlannerType = z.object({ key: z.string(), name: z.string() });
export type PlannerType = z.infer<typeof PlannerType>;

export const SubscriptionType = z.object({ key: z.string(), name: z.string() });
export type SubscriptionType = z.infer<typeof SubscriptionType>;
