import type { AnimationMode, Easing, PhotoAlignment } from '@vantage/contracts';
import type { Pose } from './camera-path';
import type { SceneContent } from './content';
import type { ViewerEngine } from './engine';
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

export type EngineCommand =
  | { method: 'setPose'; args: [pose: Pose] }
  | { method: 'flyTo'; args: [pose: Pose] }
  | { method: 'setTime'; args: [date: Date, latitude: number, longitude: number] }
  /** `revision`: the page's number for this content, which the frames drawn with it carry. */
  | { method: 'setContent'; args: [content: SceneContent | null, revision: number] }
  /** Tint these planner objects (the planner's selection). */
  | { method: 'setHighlight'; args: [ids: number[]] }
  /** Which planner object is at this point of the canvas (CSS pixels); answered by `picked`. */
  | { method: 'pick'; args: [x: number, y: number, request: number] }
  | { method: 'playTour'; args: [poses: Pose[], mode: AnimationMode, easing: Easing, fromStart: boolean] }
  | { method: 'pauseTour'; args: [] }
  | { method: 'lookBy'; args: [yaw: number, pitch: number] }
  | { method: 'resetLook'; args: [] }
  | { method: 'setSize'; args: [width: number, height: number] }
  /** What the page's panel covers of the canvas (CSS pixels from each edge): the view is centred in the rest. */
  | { method: 'setViewInset'; args: [inset: ViewInset] }
  /** The terrain's sources; the ground is flat at sea level until this says otherwise. */
  | { method: 'setTerrain'; args: [terrain: TerrainSetting] }
  /** Draw the view as a wireline (outlines only) or rendered. */
  | { method: 'setWireline'; args: [on: boolean] }
  /** The viewpoint's photograph (the stored image, decoded by the engine), its alignment and how it is shown. */
  | { method: 'setPhoto'; args: [photo: PhotoSource | null] }
  | { method: 'setPhotoAlignment'; args: [alignment: PhotoAlignment | null] }
  | { method: 'setPhotoView'; args: [view: PhotoView] }
  /** One frame as a PNG at this pixel ratio; answered by `captured`. */
  | { method: 'capture'; args: [request: number, pixelRatio: number] };

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

export function applyCommand(engine: ViewerEngine, command: EngineCommand): void {
  switch (command.method) {
    case 'setPose':
      engine.setPose(...command.args);
      break;
    case 'flyTo':
      engine.flyTo(...command.args);
      break;
    case 'setTime':
      engine.setTime(...command.args);
      break;
    case 'setContent':
      engine.setContent(...command.args);
      break;
    case 'setHighlight':
      engine.setHighlight(...command.args);
      break;
    case 'pick':
      engine.pick(...command.args);
      break;
    case 'playTour':
      engine.playTour(...command.args);
      break;
    case 'pauseTour':
      engine.pauseTour();
      break;
    case 'lookBy':
      engine.lookBy(...command.args);
      break;
    case 'resetLook':
      engine.resetLook();
      break;
    case 'setSize':
      engine.setSize(...command.args);
      break;
    case 'setViewInset':
      engine.setViewInset(...command.args);
      break;
    case 'setTerrain':
      engine.setTerrain(...command.args);
      break;
    case 'setWireline':
      engine.setWireline(...command.args);
      break;
    case 'setPhoto':
      engine.setPhoto(...command.args);
      break;
    case 'setPhotoAlignment':
      engine.setPhotoAlignment(...command.args);
      break;
    case 'setPhotoView':
      engine.setPhotoView(...command.args);
      break;
    case 'capture':
      engine.capture(...command.args);
      break;
  }
}
