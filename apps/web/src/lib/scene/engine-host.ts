import type { AnimationMode, Easing } from '@vantage/contracts';
import type { Pose } from './camera-path';
import type { SceneContent } from './content';
import type { ViewerEngine } from './engine';
import {
  applyCommand,
  type CapturedView,
  type EngineCommand,
  type EngineCommands,
  type EngineEvent,
  type EngineInit,
  type EngineMethod,
  type EngineSettings,
} from './engine-protocol';
import type { GroundStatus, TerrainSetting } from './ground-layer';
import { webGl2Support } from './webgl-support';

export type Captured = CapturedView & { png: Blob };

export type SceneCallbacks = {
  onFirstFrame?: () => void;
  onMoving?: (moving: boolean) => void;
  onTourStop?: (stop: number) => void;
  onTourEnd?: () => void;
  /** How far the ground is built, and what it stands on (terrain source, coastline). */
  onGround?: (status: GroundStatus) => void;
  /** The engine could not start or stopped (its script did not load, WebGL failed, ...). */
  onError?: (error: unknown) => void;
};

/**
 * The page's side of the 3D engine. Where the browser can, the engine runs in a
 * worker on the canvas handed over to it (engine-worker.ts): three.js building the scene,
 * compiling its shaders and drawing never block the page, which stays free to answer the
 * visitor (Lighthouse counted ~1 s of blocking on a phone). Elsewhere it runs on the page,
 * loaded lazily. Calls go as messages either way (engine-protocol.ts); the canvas carries
 * `data-frames` (frames drawn so far), `data-content-revision` (the revision of the content the
 * last frame was drawn with: setContent answers each content's number), `data-shows` (what the
 * last frame showed: `rendered`, `wireline` or `photomontage`), `data-renderer`
 * (`worker` or `page`), `data-ground` (`loading` until the ground around the viewpoint is built
 * with its coastline and terrain, then `ready`) and `data-terrain` (`none`, `ready` or `failed`),
 * for tests and benchmarks.
 */
export class SceneEngineHost {
  private readonly worker: Worker | null = null;
  private local: ViewerEngine | null = null;
  private readonly waiting: EngineCommand[] = [];
  private readonly resizeObserver: ResizeObserver;
  private disposed = false;
  private lastVerticalFov = 0;
  private contentRevision = 0;
  private pickRequest = 0;
  private readonly picks = new Map<number, (id: number | null) => void>();
  private captureRequest = 0;
  private readonly captures = new Map<
    number,
    { resolve: (view: Captured) => void; reject: (e: Error) => void }
  >();

  // The commands the page sends as they are (engine-protocol.ts declares them).
  /** Light, sky and haze for this date at this place. */
  readonly setTime = this.forward('setTime');
  readonly pauseTour = this.forward('pauseTour');
  readonly lookBy = this.forward('lookBy');
  readonly resetLook = this.forward('resetLook');
  /** What the page's panel covers of the canvas, CSS pixels from each edge (view-inset.ts). */
  readonly setViewInset = this.forward('setViewInset');
  /** Draws the view as a wireline (outlines only) or rendered. */
  readonly setWireline = this.forward('setWireline');
  /** The viewpoint's photograph (the stored image, which the engine decodes), or null. */
  readonly setPhoto = this.forward('setPhoto');
  readonly setPhotoAlignment = this.forward('setPhotoAlignment');
  /** A photomontage with its before/after split, the photo over the view (aligning it), or none. */
  readonly setPhotoView = this.forward('setPhotoView');

  constructor(
    private readonly canvas: HTMLCanvasElement,
    settings: Omit<EngineSettings, 'pixelRatio'>,
    private readonly callbacks: SceneCallbacks,
  ) {
    const all: EngineSettings = { ...settings, pixelRatio: Math.min(window.devicePixelRatio, 2) };
    if (webGl2Support() === 'worker') {
      const worker = new Worker(new URL('./engine-worker.ts', import.meta.url), {
        type: 'module',
        name: 'viewer-3d',
      });
      worker.onmessage = ({ data }: MessageEvent<EngineEvent>) => this.receive(data);
      worker.onerror = (event) => this.fail(event.message || "the 3D view's worker did not start");
      const offscreen = canvas.transferControlToOffscreen();
      worker.postMessage({ type: 'init', canvas: offscreen, settings: all } satisfies EngineInit, [
        offscreen,
      ]);
      this.worker = worker;
      canvas.dataset.renderer = 'worker';
    } else {
      canvas.dataset.renderer = 'page';
      import('./engine')
        .then(({ ViewerEngine }) => {
          if (this.disposed) return;
          this.local = new ViewerEngine(canvas, all, (event) => this.receive(event));
          for (const command of this.waiting.splice(0)) applyCommand(this.local, command);
        })
        .catch((error: unknown) => this.fail(error));
    }
    this.resizeObserver = new ResizeObserver(() => this.resize());
    this.resizeObserver.observe(canvas);
    this.resize();
  }

  setPose(pose: Pose) {
    this.groundLoading();
    this.send('setPose', pose);
  }

  flyTo(pose: Pose) {
    this.groundLoading();
    this.send('flyTo', pose);
  }

  /**
   * Until the engine answers a move or a new terrain with the ground's state, the ground counts as
   * loading (`data-ground`): a test waiting for `ready` does not take the answer to the move before.
   */
  private groundLoading() {
    if (!this.disposed) this.canvas.dataset.ground = 'loading';
  }

  /** The content to draw; answers its revision, which `data-content-revision` shows once drawn. */
  setContent(content: SceneContent | null): number {
    this.contentRevision += 1;
    this.send('setContent', content, this.contentRevision);
    return this.contentRevision;
  }

  /** The terrain's sources: the client config's tiles and the project's model (its grid is copied). */
  setTerrain(terrain: TerrainSetting) {
    this.groundLoading();
    this.send('setTerrain', terrain);
  }

  setHighlight(ids: Iterable<number>) {
    this.send('setHighlight', [...ids]);
  }

  /** The planner object at this point of the canvas (CSS pixels from its top left), or null. */
  pick(x: number, y: number): Promise<number | null> {
    if (this.disposed) return Promise.resolve(null);
    this.pickRequest += 1;
    const request = this.pickRequest;
    return new Promise((resolve) => {
      this.picks.set(request, resolve);
      this.send('pick', x, y, request);
    });
  }

  playTour(poses: Pose[], mode: AnimationMode, easing: Easing, fromStart = false) {
    this.send('playTour', poses, mode, easing, fromStart);
  }

  /** One frame of the view as a PNG at the window's pixel ratio, and what it shows. */
  capture(): Promise<Captured> {
    if (this.disposed) return Promise.reject(new Error('the 3D view has stopped'));
    this.captureRequest += 1;
    const request = this.captureRequest;
    return new Promise((resolve, reject) => {
      this.captures.set(request, { resolve, reject });
      this.send('capture', request, window.devicePixelRatio || 1);
    });
  }

  /** The vertical field of view of the last frame drawn, degrees. */
  get verticalFov() {
    return this.lastVerticalFov;
  }

  dispose() {
    this.disposed = true;
    for (const resolve of this.picks.values()) resolve(null);
    this.picks.clear();
    for (const { reject } of this.captures.values()) reject(new Error('the 3D view has stopped'));
    this.captures.clear();
    this.resizeObserver.disconnect();
    // Ending the worker frees its WebGL context too.
    this.worker?.terminate();
    this.local?.dispose();
  }

  private fail(error: unknown) {
    if (this.disposed) return;
    console.error('The 3D view stopped:', error);
    this.dispose();
    this.callbacks.onError?.(error);
  }

  private forward<M extends EngineMethod>(method: M) {
    return (...args: Parameters<EngineCommands[M]>) => this.send(method, ...args);
  }

  private send<M extends EngineMethod>(method: M, ...args: Parameters<EngineCommands[M]>) {
    if (this.disposed) return;
    const command = { method, args } as EngineCommand;
    if (this.worker) this.worker.postMessage(command);
    else if (this.local) applyCommand(this.local, command);
    else this.waiting.push(command);
  }

  private resize() {
    this.send('setSize', this.canvas.clientWidth || 1, this.canvas.clientHeight || 1);
  }

  private receive(event: EngineEvent) {
    if (this.disposed) return;
    switch (event.type) {
      case 'frame':
        this.lastVerticalFov = event.verticalFov;
        this.canvas.dataset.frames = String(event.frames);
        this.canvas.dataset.contentRevision = String(event.contentRevision);
        this.canvas.dataset.shows = event.shows;
        break;
      case 'picked':
        this.picks.get(event.request)?.(event.id);
        this.picks.delete(event.request);
        break;
      case 'firstFrame':
        performance.mark('viewer-first-frame');
        this.callbacks.onFirstFrame?.();
        break;
      case 'moving':
        this.callbacks.onMoving?.(event.moving);
        break;
      case 'tourStop':
        this.callbacks.onTourStop?.(event.stop);
        break;
      case 'tourEnd':
        this.callbacks.onTourEnd?.();
        break;
      case 'ground': {
        const { type: _, ...status } = event;
        this.canvas.dataset.ground = status.ground;
        this.canvas.dataset.terrain = status.terrain;
        this.callbacks.onGround?.(status);
        break;
      }
      case 'captured': {
        const { request, png, error, type: _, ...view } = event;
        const answer = this.captures.get(request);
        this.captures.delete(request);
        if (png) answer?.resolve({ png, ...view });
        else answer?.reject(new Error(error ?? 'the view could not be read'));
        break;
      }
    }
  }
}
