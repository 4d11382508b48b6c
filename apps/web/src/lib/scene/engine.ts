import type { AnimationMode, Easing, PhotoAlignment } from '@vantage/contracts';
import { Group, PerspectiveCamera, Scene, WebGLRenderer } from 'three';
import { type Geodetic, horizonDistance } from '@/lib/plan/geodesy';
import { CameraMotion } from './camera-motion';
import type { Pose } from './camera-path';
import { captureFrame, captureRatio, MAX_CAPTURE_SIDE } from './capture';
import type { SceneContent } from './content';
import { ContentLayer } from './content-layer';
import { clear, disposeTree } from './dispose';
import type { EngineCommands, EngineEvent, EngineSettings, Shows } from './engine-protocol';
import { buildBasemap } from './ground';
import { GroundLayer, type GroundStatus, type TerrainSetting } from './ground-layer';
import { decodePhoto, type PhotoSource } from './photo-image';
import { PhotoLayer, type PhotoView } from './photo-layer';
import { pickObjectId } from './picking';
import { SkyLayer } from './sky-layer';
import { NO_INSET, shiftedFrustum, type ViewInset } from './view-inset';
import { Wireline } from './wireline';

/** Animation frames on the page and in a worker; a timer where a worker has none. */
const nextFrame = (callback: (now: number) => void): number =>
  typeof requestAnimationFrame === 'function'
    ? requestAnimationFrame(callback)
    : (setTimeout(() => callback(performance.now()), 16) as unknown as number);
const cancelFrame = (frame: number) =>
  typeof cancelAnimationFrame === 'function' ? cancelAnimationFrame(frame) : clearTimeout(frame);

/**
 * The public viewer's 3D scene: three.js, rendered in the browser. The frame is a
 * local east-north-up tangent plane centred on the camera's viewpoint (x east, y up, z south);
 * objects are re-placed around the camera when it arrives somewhere new, so the curvature
 * drop is always measured from the eye. A logarithmic depth buffer keeps turbines 40 km away
 * from flickering through each other with a near plane of 0.5 m. The planner's preview runs the
 * same engine (one scene for the public link and the preview).
 *
 * The parts: the camera's pose, flights and tours (camera-motion.ts), the planner objects
 * (content-layer.ts), the ground (ground-layer.ts), light and sky (sky-layer.ts) and the
 * wireline (wireline.ts); this class ties them to the scene and draws the frames.
 */
export class ViewerEngine implements EngineCommands {
  readonly renderer: WebGLRenderer;
  private readonly scene = new Scene();
  private readonly camera = new PerspectiveCamera(40, 1, 0.5, 250_000);
  private readonly content = new ContentLayer();
  private readonly basemap = new Group();
  /** The ground and sea, on the terrain where there is any (ground-layer.ts). */
  private readonly ground = new GroundLayer((status) => this.groundChanged(status));
  private readonly sky: SkyLayer;
  private readonly motion: CameraMotion;
  private readonly wireline = new Wireline();
  /** The viewpoint's photograph: a photomontage's background, or laid over the view to align it. */
  private readonly photo = new PhotoLayer();
  /** The latest setPhoto: a photo decoded after a newer call is dropped. */
  private photoRequest = 0;
  /** The ground's version the basemap was draped on. */
  private basemapVersion = -1;
  /** The ground's state to tell the page after the next frame. */
  private groundReport: GroundStatus | null = null;
  /** The revision of the content last set; frames report it, so a page knows an edit is on screen. */
  private contentRevision = 0;
  private width = 1;
  private height = 1;
  /** What the page's panel covers of the canvas: the view is centred in the rest (view-inset.ts). */
  private inset: ViewInset = NO_INSET;
  private origin: Geodetic = { longitude: 0, latitude: 0, altitude: 0 };
  /** The scheduled animation frame, 0 when none: the scene renders on demand. */
  private frame = 0;
  private frames = 0;
  private last = 0;
  private dirty = true;
  private firstFrame = false;
  private disposed = false;

  /**
   * On the page's canvas or on an OffscreenCanvas in a worker; it draws at the size `setSize`
   * gives and tells what happens through `emit` (engine-protocol.ts).
   */
  constructor(
    canvas: HTMLCanvasElement | OffscreenCanvas,
    private readonly options: EngineSettings,
    private readonly emit: (event: EngineEvent) => void,
  ) {
    this.renderer = new WebGLRenderer({ canvas, antialias: true, logarithmicDepthBuffer: true });
    this.renderer.setPixelRatio(options.pixelRatio);
    this.camera.rotation.order = 'YXZ';
    this.sky = new SkyLayer(this.scene);
    this.motion = new CameraMotion(options.reducedMotion, {
      recentre: () => this.recentre(),
      prefetch: (pose) => this.ground.prefetch(pose),
      emit: (event) => this.emit(event),
      invalidate: () => this.invalidate(),
    });
    this.scene.add(
      this.sky.dome,
      this.ground.group,
      this.basemap,
      this.content.group,
      this.sky.sunLight,
      this.sky.sunLight.target,
      this.sky.ambient,
    );
  }

  /** Marks the scene changed and asks for one frame (none while one is already asked for). */
  private invalidate() {
    this.dirty = true;
    if (!this.frame && !this.disposed) this.frame = nextFrame(this.tick);
  }

  /** Light, sky and haze for this date at the current place. */
  setTime(date: Date, latitude: number, longitude: number) {
    const time = this.sky.setTime(date, latitude, longitude);
    this.invalidate();
    return time;
  }

  /**
   * The planner objects to draw, numbered by the page (`revision`). Only the objects whose
   * drawing changed are rebuilt (content-layer.ts).
   */
  setContent(content: SceneContent | null, revision: number) {
    this.content.content = content;
    this.contentRevision = revision;
    this.updateContent();
  }

  /** Tints these objects (the planner's selection); the others show their own colours. */
  setHighlight(ids: number[]) {
    this.content.setHighlight(ids);
    this.invalidate();
  }

  /**
   * Which planner object is under this point of the canvas (CSS pixels from its top left):
   * answered by a `picked` event with the page's `request` number.
   */
  pick(x: number, y: number, request: number) {
    this.placeCamera();
    this.camera.updateMatrixWorld();
    const [nx, ny] = [(x / this.width) * 2 - 1, 1 - (y / this.height) * 2];
    const id = pickObjectId(this.camera, this.content.group, nx, ny, this.ground.group);
    this.emit({ type: 'picked', request, id });
  }

  /** Jumps to a pose (no animation); ends flights and tours. */
  setPose(pose: Pose) {
    this.motion.setPose(pose);
  }

  flyTo(pose: Pose) {
    this.motion.flyTo(pose);
  }

  playTour(poses: Pose[], mode: AnimationMode, easing: Easing, fromStart = false) {
    this.motion.playTour(poses, mode, easing, fromStart);
  }

  pauseTour() {
    this.motion.pauseTour();
  }

  /** Look around from the fixed position (degrees); the viewpoint's framing stays the base. */
  lookBy(yaw: number, pitch: number) {
    this.motion.lookBy(yaw, pitch);
  }

  resetLook() {
    this.motion.resetLook();
  }

  /** The view as a wireline (outlines only, wireline.ts) or rendered, as it was. */
  setWireline(on: boolean) {
    this.wireline.enabled = on;
    this.photo.wireline = on;
    this.invalidate();
  }

  /** The viewpoint's photograph (photo-layer.ts), decoded here, or null; a newer call wins. */
  setPhoto(photo: PhotoSource | null) {
    this.photoRequest += 1;
    const request = this.photoRequest;
    if (!photo) {
      this.photo.setPhoto(null);
      this.invalidate();
      return;
    }
    decodePhoto(photo).then(
      (image) => {
        if (request !== this.photoRequest || this.disposed) return image.image.close();
        this.photo.setPhoto(image);
        this.invalidate();
      },
      (error: unknown) => console.error('The photo could not be decoded:', error),
    );
  }

  /** How the photograph lies in the view: heading, pitch, roll and horizontal field of view. */
  setPhotoAlignment(alignment: PhotoAlignment | null) {
    this.photo.setAlignment(alignment);
    this.invalidate();
  }

  /** A photomontage (with its before/after split), the photo over the view, or no photo. */
  setPhotoView(view: PhotoView) {
    this.photo.view = view;
    this.invalidate();
  }

  /**
   * One frame as a PNG (capture.ts), answered by `captured` with the view it shows, look-around
   * included. A frame photomontage is the photo's picture: at the photo's own size (at most
   * MAX_CAPTURE_SIDE on its longest side), without the bars beside it on screen. Otherwise the
   * visible part of the view (what the panel leaves), at `pixelRatio`, centred as on screen.
   */
  capture(request: number, pixelRatio: number) {
    const shown = { width: this.width, height: this.height, inset: this.inset };
    const visible = this.frustum().visible;
    const photo = this.photo.montagePictureSize();
    const onScreen = photo ? this.photo.montageRect(visible) : visible;
    const scale = photo ? Math.min(1, MAX_CAPTURE_SIDE / Math.max(photo.width, photo.height)) : 1;
    const size = photo
      ? { width: Math.round(photo.width * scale), height: Math.round(photo.height * scale), ratio: 1 }
      : {
          width: visible.width,
          height: visible.height,
          ratio: captureRatio(visible.width, visible.height, pixelRatio),
        };
    // The capture's own canvas: the picture alone, nothing covering it.
    const drawCapture = () => {
      this.width = size.width;
      this.height = size.height;
      this.inset = NO_INSET;
      this.placeCamera();
      this.draw();
    };
    const drawShown = () => {
      ({ width: this.width, height: this.height, inset: this.inset } = shown);
      this.placeCamera();
      this.draw();
    };
    const pose = this.photo.poseShown(this.motion.viewPose);
    const verticalFov = this.photo.verticalFovShown(this.verticalFov);
    const shows = this.shows;
    const view = {
      request,
      pose,
      verticalFov,
      wireline: this.wireline.enabled,
      shows,
      widthCss: onScreen.width,
    };
    captureFrame(this.renderer, size, drawCapture, drawShown).then(
      (png) => this.emit({ type: 'captured', png, ...view }),
      (error: unknown) => {
        const message = error instanceof Error ? error.message : String(error);
        this.emit({ type: 'captured', png: null, error: message, ...view });
      },
    );
  }

  /**
   * The scene as rendered, or as a wireline, which leaves out the sky and the basemap's images;
   * or a photomontage, which leaves them out too (photo-layer.ts).
   */
  private draw() {
    const leaveOut = [this.sky.dome, this.basemap];
    this.photo.render(
      this.renderer,
      this.scene,
      this.camera,
      { ground: this.ground.group, objects: this.content.group, leaveOut, visible: this.frustum().visible },
      () => this.wireline.render(this.renderer, this.scene, this.camera, leaveOut),
    );
  }

  get horizontalFov() {
    return this.motion.pose.fov;
  }

  /** The vertical angle of the visible part, at the focal length that spans its width with the horizontal one. */
  get verticalFov() {
    return this.frustum().visibleVerticalFov;
  }

  /** What a frame shows. */
  private get shows(): Shows {
    return this.wireline.enabled ? 'wireline' : this.photo.montage ? 'photomontage' : 'rendered';
  }

  dispose() {
    this.disposed = true;
    cancelFrame(this.frame);
    this.ground.dispose();
    disposeTree(this.scene);
    this.wireline.dispose();
    this.photo.dispose();
    this.renderer.dispose();
  }

  /** The camera arrived somewhere new: the scene is re-placed around it. */
  private recentre() {
    const { longitude, latitude } = this.motion.pose;
    const moved = longitude !== this.origin.longitude || latitude !== this.origin.latitude;
    this.origin = { longitude, latitude, altitude: 0 };
    this.ground.setOrigin(this.origin);
    if (moved || this.basemap.children.length === 0) this.rebuildBasemap();
    this.updateContent();
    // The page marks the ground loading when it moves the camera; this says how it is now.
    this.reportGround(this.ground.status);
  }

  /** The terrain's sources (the page's client config and the project's model). */
  setTerrain(setting: TerrainSetting) {
    this.ground.setTerrain(setting);
    this.reportGround(this.ground.status);
  }

  /** The ground changed: objects stand on the new heights, and the page hears how far it is. */
  private groundChanged(status: GroundStatus) {
    if (this.basemapVersion !== this.ground.version && this.basemap.children.length > 0)
      this.rebuildBasemap();
    this.updateContent();
    this.reportGround(status);
  }

  /** Tells the page how the ground is once a frame shows it (a test then reads it on screen). */
  private reportGround(status: GroundStatus) {
    this.groundReport = status;
    this.invalidate();
  }

  /** Basemap tiles around the origin; they change only with it (each tile is a request). */
  private rebuildBasemap() {
    clear(this.basemap);
    this.basemapVersion = this.ground.version;
    if (this.options.tilesUrl)
      this.basemap.add(
        ...buildBasemap(this.options.tilesUrl, this.origin, () => this.invalidate(), this.ground.heightAt),
      );
    this.invalidate();
  }

  /** The objects placed around the origin, on the ground, with traces to the eye's horizon. */
  private updateContent() {
    const { longitude, latitude } = this.origin;
    const eye = this.motion.pose.altitude + this.ground.heightAt(longitude, latitude);
    this.content.update({
      origin: this.origin,
      horizon: horizonDistance(eye),
      groundVersion: this.ground.version,
      heightAt: this.ground.heightAt,
    });
    this.invalidate();
  }

  /** The canvas's size on the page, CSS pixels. */
  setSize(width: number, height: number) {
    this.width = width;
    this.height = height;
    this.renderer.setSize(width, height, false);
    this.invalidate();
  }

  /**
   * What the page's panel covers of the canvas, CSS pixels from each edge: the view's principal
   * point moves to the centre of the rest, and its horizontal field of view spans the rest's width.
   */
  setViewInset(inset: ViewInset) {
    this.inset = inset;
    this.invalidate();
  }

  private frustum() {
    return shiftedFrustum(this.width, this.height, this.inset, this.motion.viewPose.fov);
  }

  /**
   * The camera at the pose, with the sky dome around it; its projection a window onto the centred
   * image whose principal point is the visible part's centre (view-inset.ts).
   */
  private placeCamera() {
    this.motion.place(this.camera, this.origin, this.ground.heightAt);
    const f = this.frustum();
    this.camera.fov = f.verticalFov;
    this.camera.aspect = f.aspect;
    this.camera.setViewOffset(f.fullWidth, f.fullHeight, f.offsetX, f.offsetY, this.width, this.height);
    this.sky.dome.position.copy(this.camera.position);
  }

  /**
   * One frame, asked for by a change (invalidate) or by a running flight or tour: an idle view
   * draws nothing, so the page's main thread stays free. Blades turn while the
   * camera moves; at rest they stand at their last angle.
   */
  private readonly tick = (now: number) => {
    this.frame = 0;
    if (this.disposed) return;
    const wasAnimating = this.motion.animating;
    const dt = this.last ? Math.min(0.1, (now - this.last) / 1000) : 0;
    if (this.motion.advance(now)) this.dirty = true;
    if (wasAnimating && !this.options.reducedMotion) {
      this.content.turnRotors(dt);
      this.dirty = true;
    }
    // The next frame's time step starts here only while frames follow each other.
    this.last = this.motion.animating ? now : 0;
    if (this.motion.animating && !this.frame) this.frame = nextFrame(this.tick);
    if (!this.dirty) return;
    this.dirty = false;
    this.placeCamera();
    this.draw();
    // How many frames were drawn, with which content and as what, for tests and benchmarks
    // (an idle view adds none).
    this.frames += 1;
    this.emit({
      type: 'frame',
      frames: this.frames,
      verticalFov: this.verticalFov,
      contentRevision: this.contentRevision,
      shows: this.shows,
    });
    if (!this.firstFrame) {
      this.firstFrame = true;
      this.emit({ type: 'firstFrame' });
    }
    if (this.groundReport) {
      this.emit({ type: 'ground', ...this.groundReport });
      this.groundReport = null;
    }
  };
}
