import type { AnimationMode, Easing, PhotoAlignment } from '@vantage/contracts';
import type { Pose } from './camera-path';
import type { SceneContent } from './content';
import type { GroundStatus, TerrainSetting } from './ground-layer';
import type { PhotoSource } from './photo-image';
import type { PhotoView } from './photo-layer';
import type { ViewInset } from './view-inset';

/**
 * What the page and the 3D engine say to each other. The engine runs in a worker
 * on an OffscreenCanvas where the browser can (engine-worker.ts), so that three.js building
 * and drawing the scene never blocks the page; else on the page itself. Either way the page
 * talks to it through these messages (engine-host.ts). No three.js here: the page imports it.
 */
export type EngineSettings = { reducedMotion: boolean; tilesUrl: string | null; pixelRatio: number };

/**
 * The engine's commands, declared once: the engine implements them (engine.ts), the message
 * union and the worker's dispatch are derived from them, and the host forwards them
 * (engine-host.ts). A new command is one method here and its body in the engine.
 */
export interface EngineCommands {
  setPose(pose: Pose): void;
  flyTo(pose: Pose): void;
  setTime(date: Date, latitude: number, longitude: number): void;
  /** `revision`: the page's number for this content, which the frames drawn with it carry. */
  setContent(content: SceneContent | null, revision: number): void;
  /** Tint these planner objects (the planner's selection). */
  setHighlight(ids: number[]): void;
  /** Which planner object is at this point of the canvas (CSS pixels); answered by `picked`. */
  pick(x: number, y: number, request: number): void;
  playTour(poses: Pose[], mode: AnimationMode, easing: Easing, fromStart: boolean): void;
  pauseTour(): void;
  lookBy(yaw: number, pitch: number): void;
  resetLook(): void;
  setSize(width: number, height: number): void;
  /** What the page's panel covers of the canvas (CSS pixels from each edge): the view is centred in the rest. */
  setViewInset(inset: ViewInset): void;
  /** The terrain's sources; the ground is flat at sea level until this says otherwise. */
  setTerrain(terrain: TerrainSetting): void;
  /** Draw the view as a wireline (outlines only) or rendered. */
  setWireline(on: boolean): void;
  /** The viewpoint's photograph (the stored image, decoded by the engine), its alignment and how it is shown. */
  setPhoto(photo: PhotoSource | null): void;
  setPhotoAlignment(alignment: PhotoAlignment | null): void;
  setPhotoView(view: PhotoView): void;
  /** One frame as a PNG at this pixel ratio; answered by `captured`. */
  capture(request: number, pixelRatio: number): void;
}

export type EngineMethod = keyof EngineCommands;

/** One command as a message: its method and its arguments, as `EngineCommands` declares them. */
export type EngineCommand = {
  [M in EngineMethod]: { method: M; args: Parameters<EngineCommands[M]> };
}[EngineMethod];

/** What a frame shows: the rendered view, a wireline or a photomontage. */
export type Shows = 'rendered' | 'wireline' | 'photomontage';

/**
 * A captured frame and what it shows: the pose (look-around included), the angles, and the
 * width in CSS pixels of what it shows on screen.
 */
export type CapturedView = {
  pose: Pose;
  verticalFov: number;
  wireline: boolean;
  shows: Shows;
  widthCss: number;
};

export type EngineEvent =
  | {
      type: 'frame';
      frames: number;
      verticalFov: number;
      contentRevision: number;
      shows: Shows;
    }
  | { type: 'picked'; request: number; id: number | null }
  | { type: 'firstFrame' }
  | { type: 'moving'; moving: boolean }
  | { type: 'tourStop'; stop: number }
  | { type: 'tourEnd' }
  /** How far the ground around the viewpoint is built, and what it stands on. */
  | ({ type: 'ground' } & GroundStatus)
  | ({ type: 'captured'; request: number; png: Blob | null; error?: string } & CapturedView);

export type EngineInit = { type: 'init'; canvas: OffscreenCanvas; settings: EngineSettings };

/** Runs a command's message on the engine (in the worker, or on the page). */
export function applyCommand(engine: EngineCommands, command: EngineCommand): void {
  const run = engine[command.method] as (...args: EngineCommand['args']) => void;
  run.apply(engine, command.args);
}
