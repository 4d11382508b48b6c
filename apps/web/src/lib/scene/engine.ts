import type { AnimationMode, Easing } from '@vantage/contracts';
import {
  BackSide,
  Color,
  DirectionalLight,
  Float32BufferAttribute,
  FogExp2,
  Group,
  HemisphereLight,
  Mesh,
  MeshBasicMaterial,
  PerspectiveCamera,
  Scene,
  SphereGeometry,
  WebGLRenderer,
} from 'three';
import { type Geodetic, horizonDistance, toLocal } from '@/lib/plan/geodesy';
import { interpolatePose, type Pose, samePoses, tourPoseAt, verticalFov } from './camera-path';
import { captureFrame } from './capture';
import type { SceneContent } from './content';
import { clear, disposeTree } from './dispose';
import type { EngineEvent, EngineSettings } from './engine-protocol';
import { buildBasemap } from './ground';
import { GroundLayer, type GroundStatus, type TerrainSetting } from './ground-layer';
import { pickObjectId, setHighlighted } from './picking';
import { groundInFrame, onGround } from './placement';
import {
  buildPlanObject,
  contentChanges,
  objectSignature,
  type PlanObject,
  presetDataById,
} from './plan-objects';
import { fogDensity, skyAt, sunAt, sunDirection } from './sky';
import { Wireline } from './wireline';

type Flight = { from: Pose; to: Pose; start: number; ms: number; mode: AnimationMode; easing: Easing };
type Tour = {
  poses: Pose[];
  mode: AnimationMode;
  easing: Easing;
  startedAt: number;
  elapsed: number;
  playing: boolean;
  stop: number;
};

const FLY_MS = 1800;
const rad = (d: number) => (d * Math.PI) / 180;

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
 */
export class ViewerEngine {
  readonly renderer: WebGLRenderer;
  private readonly scene = new Scene();
  private readonly camera = new PerspectiveCamera(40, 1, 0.5, 250_000);
  private readonly content = new Group();
  private readonly basemap = new Group();
  /** The ground and sea, on the terrain where there is any (ground-layer.ts). */
  private readonly ground = new GroundLayer((status) => this.groundChanged(status));
  private readonly sunLight = new DirectionalLight('#fff4e0', 2);
  private readonly ambient = new HemisphereLight('#dfe8f0', '#5a6470', 1);
  private readonly skyDome: Mesh;
  private readonly wireline = new Wireline();
  /** What is drawn of each planner object, by id, with the signature it was built from. */
  private readonly built = new Map<number, PlanObject & { signature: string; highlighted: boolean }>();
  /** The frame the built objects were placed in: when it changes, every object is placed anew. */
  private builtFrame = '';
  /** The ground's version the basemap was draped on. */
  private basemapVersion = -1;
  /** The ground's state to tell the page after the next frame. */
  private groundReport: GroundStatus | null = null;
  private highlighted: ReadonlySet<number> = new Set();
  /** The revision of the content last set; frames report it, so a page knows an edit is on screen. */
  private contentRevision = 0;
  private width = 1;
  private height = 1;
  private origin: Geodetic = { longitude: 0, latitude: 0, altitude: 0 };
  private pose: Pose = { longitude: 0, latitude: 0, altitude: 2, heading: 0, pitch: 0, fov: 60 };
  private look = { yaw: 0, pitch: 0 };
  private sceneContent: SceneContent | null = null;
  private flight: Flight | null = null;
  private tour: Tour | null = null;
  /** The scheduled animation frame, 0 when none: the scene renders on demand. */
  private frame = 0;
  private frames = 0;
  private last = 0;
  private dirty = true;
  private moving = false;
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
    this.scene.fog = new FogExp2('#cfd8e0', fogDensity());
    this.skyDome = this.buildSkyDome();
    this.scene.add(
      this.skyDome,
      this.ground.group,
      this.basemap,
      this.content,
      this.sunLight,
      this.sunLight.target,
      this.ambient,
    );
  }

  /** Marks the scene changed and asks for one frame (none while one is already asked for). */
  private invalidate() {
    this.dirty = true;
    if (!this.frame && !this.disposed) this.frame = nextFrame(this.tick);
  }

  /** A flight or a playing tour: frames follow each other until it ends. */
  private get animating() {
    return this.flight !== null || this.tour?.playing === true;
  }

  private buildSkyDome() {
    const geometry = new SphereGeometry(200_000, 32, 16);
    geometry.setAttribute(
      'color',
      new Float32BufferAttribute(new Float32Array(geometry.attributes.position!.count * 3), 3),
    );
    const dome = new Mesh(
      geometry,
      new MeshBasicMaterial({ vertexColors: true, side: BackSide, fog: false, depthWrite: false }),
    );
    dome.name = 'sky';
    dome.renderOrder = -1;
    return dome;
  }

  /** Light, sky and haze for this date at the current place. */
  setTime(date: Date, latitude: number, longitude: number) {
    const sun = sunAt(date, latitude, longitude);
    const sky = skyAt(sun.altitude);
    const [x, y, z] = sunDirection(sun);
    this.sunLight.position.set(x * 1000, Math.max(y, 0.02) * 1000, z * 1000);
    this.sunLight.intensity = sky.sunLight;
    this.ambient.intensity = sky.ambient;
    const horizon = new Color().setRGB(...sky.horizon);
    const zenith = new Color().setRGB(...sky.zenith);
    (this.scene.fog as FogExp2).color.copy(horizon);
    this.scene.background = horizon;
    const pos = this.skyDome.geometry.attributes.position!;
    const colours = this.skyDome.geometry.attributes.color!;
    const c = new Color();
    for (let i = 0; i < pos.count; i += 1) {
      const t = Math.min(1, Math.max(0, pos.getY(i) / 200_000) ** 0.5);
      c.copy(horizon).lerp(zenith, t);
      colours.setXYZ(i, c.r, c.g, c.b);
    }
    colours.needsUpdate = true;
    this.invalidate();
    return { sun, night: sky.night };
  }

  /**
   * The planner objects to draw, numbered by the page (`revision`). Only the objects whose
   * drawing changed are rebuilt (plan-objects.ts, objectSignature): the planner's preview sends
   * the whole content on every edit.
   */
  setContent(content: SceneContent | null, revision: number) {
    this.sceneContent = content;
    this.contentRevision = revision;
    this.updateContent();
  }

  /** Tints these objects (the planner's selection); the others show their own colours. */
  setHighlight(ids: number[]) {
    this.highlighted = new Set(ids);
    for (const [id, object] of this.built) {
      const on = this.highlighted.has(id);
      if (object.highlighted !== on) setHighlighted(object.root, on);
      object.highlighted = on;
    }
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
    const id = pickObjectId(this.camera, this.content, nx, ny, this.ground.group);
    this.emit({ type: 'picked', request, id });
  }

  /** Jumps to a pose (no animation); ends flights and tours. */
  setPose(pose: Pose) {
    this.flight = null;
    this.pauseTour();
    this.pose = { ...pose };
    this.look = { yaw: 0, pitch: 0 };
    this.recentre();
  }

  flyTo(pose: Pose) {
    this.pauseTour();
    this.look = { yaw: 0, pitch: 0 };
    if (this.options.reducedMotion) return this.setPose(pose);
    this.ground.prefetch(pose);
    this.flight = {
      from: { ...this.pose },
      to: { ...pose },
      start: performance.now(),
      ms: FLY_MS,
      mode: 'Linear',
      easing: 'CubicInOut',
    };
    this.setMoving(true);
    this.invalidate();
  }

  playTour(poses: Pose[], mode: AnimationMode, easing: Easing, fromStart = false) {
    if (poses.length === 0) return;
    this.flight = null;
    this.look = { yaw: 0, pitch: 0 };
    const resume = this.tour && !fromStart && !this.tour.playing && samePoses(this.tour.poses, poses);
    this.tour = {
      poses,
      mode,
      easing,
      elapsed: resume ? this.tour!.elapsed : 0,
      startedAt: performance.now(),
      playing: true,
      stop: resume ? this.tour!.stop : 0,
    };
    if (!resume) this.setPoseOnly(poses[0]!);
    // The terrain of the next stop is read while the camera flies there.
    const next = poses[this.tour.stop + 1];
    if (next) this.ground.prefetch(next);
    this.setMoving(true);
    this.invalidate();
  }

  pauseTour() {
    if (!this.tour?.playing) return;
    this.tour.elapsed += (performance.now() - this.tour.startedAt) / 1000;
    this.tour.playing = false;
    this.recentre();
    this.setMoving(false);
  }

  /** Look around from the fixed position (degrees); the viewpoint's framing stays the base. */
  lookBy(yaw: number, pitch: number) {
    this.look.yaw += yaw;
    this.look.pitch = Math.max(-60, Math.min(60, this.look.pitch + pitch));
    this.invalidate();
  }

  resetLook() {
    this.look = { yaw: 0, pitch: 0 };
    this.invalidate();
  }

  /** The view as a wireline (outlines only, wireline.ts) or rendered, as it was. */
  setWireline(on: boolean) {
    this.wireline.enabled = on;
    this.invalidate();
  }

  /** One frame as a PNG (capture.ts), answered by `captured` with the view it shows, look-around included. */
  capture(request: number, pixelRatio: number) {
    this.placeCamera();
    const { heading, pitch } = this.pose;
    const pose = { ...this.pose, heading: heading + this.look.yaw, pitch: pitch + this.look.pitch };
    const view = { request, pose, verticalFov: this.verticalFov, wireline: this.wireline.enabled };
    captureFrame(this.renderer, pixelRatio, () => this.draw()).then(
      (png) => this.emit({ type: 'captured', png, ...view }),
      (error: unknown) => {
        const message = error instanceof Error ? error.message : String(error);
        this.emit({ type: 'captured', png: null, error: message, ...view });
      },
    );
  }

  /** The scene as rendered, or as a wireline, which leaves out the sky and the basemap's images. */
  private draw() {
    this.wireline.render(this.renderer, this.scene, this.camera, [this.skyDome, this.basemap]);
  }

  get horizontalFov() {
    return this.pose.fov;
  }

  get verticalFov() {
    return verticalFov(this.pose.fov, this.camera.aspect);
  }

  dispose() {
    this.disposed = true;
    cancelFrame(this.frame);
    this.ground.dispose();
    disposeTree(this.scene);
    this.wireline.dispose();
    this.renderer.dispose();
  }

  private setPoseOnly(pose: Pose) {
    this.pose = { ...pose };
    this.recentre();
  }

  private setMoving(moving: boolean) {
    if (this.moving === moving) return;
    this.moving = moving;
    this.emit({ type: 'moving', moving });
  }

  /** The camera arrived somewhere new: the scene is re-placed around it. */
  private recentre() {
    const { longitude, latitude } = this.pose;
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

  /**
   * Builds what changed of the content since it was last built, and everything when the frame
   * moved (objects are placed relative to the origin; cable traces end at the eye's horizon).
   */
  private updateContent() {
    const content = this.sceneContent;
    const { longitude, latitude } = this.origin;
    const horizon = horizonDistance(this.pose.altitude + this.ground.heightAt(longitude, latitude));
    // Objects stand on the ground: new heights (ground.version) place them again.
    const frame = `${longitude},${latitude},${horizon},${this.ground.version}`;
    if (frame !== this.builtFrame) this.removeObjects([...this.built.keys()]);
    this.builtFrame = frame;
    const next = new Map<number, string>();
    const presetData = presetDataById(content?.presets ?? []);
    for (const object of content?.objects ?? [])
      next.set(object.id, objectSignature(object, presetData, content!.windDirection));
    const signatures = new Map([...this.built].map(([id, object]) => [id, object.signature]));
    const { remove, build } = contentChanges(signatures, next);
    this.removeObjects(remove);
    if (content && build.length > 0) {
      const wanted = new Set(build);
      for (const object of content.objects) {
        if (!wanted.has(object.id)) continue;
        const made = buildPlanObject(
          object,
          content.presets,
          content.windDirection,
          onGround(this.origin, this.ground.heightAt),
          horizon,
          groundInFrame(this.origin, this.ground.heightAt),
        );
        const highlighted = this.highlighted.has(object.id);
        if (highlighted) setHighlighted(made.root, true);
        this.built.set(object.id, { ...made, signature: next.get(object.id)!, highlighted });
        this.content.add(made.root);
      }
    }
    this.invalidate();
  }

  private removeObjects(ids: number[]) {
    for (const id of ids) {
      const object = this.built.get(id);
      if (!object) continue;
      object.root.removeFromParent();
      disposeTree(object.root);
      this.built.delete(id);
    }
  }

  /** The canvas's size on the page, CSS pixels. */
  setSize(width: number, height: number) {
    this.width = width;
    this.height = height;
    this.renderer.setSize(width, height, false);
    this.camera.aspect = width / height;
    this.invalidate();
  }

  private advance(now: number) {
    if (this.flight) {
      const { from, to, start, ms, mode, easing } = this.flight;
      const t = Math.min(1, (now - start) / ms);
      this.pose = interpolatePose(from, to, t, mode, easing);
      if (t >= 1) {
        this.flight = null;
        this.recentre();
        this.setMoving(false);
      }
      this.dirty = true;
    }
    const tour = this.tour;
    if (tour?.playing) {
      const seconds = tour.elapsed + (now - tour.startedAt) / 1000;
      const at = tourPoseAt(tour.poses, seconds, tour.mode, tour.easing);
      this.pose = at.pose;
      if (at.stop !== tour.stop) {
        tour.stop = at.stop;
        this.recentre();
        this.emit({ type: 'tourStop', stop: at.stop });
        const next = tour.poses[at.stop + 1];
        if (next) this.ground.prefetch(next);
      }
      if (at.done) {
        tour.playing = false;
        this.tour = null;
        this.recentre();
        this.setMoving(false);
        this.emit({ type: 'tourEnd' });
      }
      this.dirty = true;
    }
  }

  /** The camera at the pose (its altitude above the ground), looking around by the look offsets. */
  private placeCamera() {
    const { longitude, latitude, altitude } = this.pose;
    // The viewpoint's altitude is the eye's height above the ground.
    const p = toLocal(this.origin, {
      longitude,
      latitude,
      altitude: altitude + this.ground.heightAt(longitude, latitude),
    });
    this.camera.position.set(p.east, p.up, -p.north);
    this.camera.rotation.set(
      rad(this.pose.pitch + this.look.pitch),
      -rad(this.pose.heading + this.look.yaw),
      0,
    );
    this.camera.fov = verticalFov(this.pose.fov, this.camera.aspect);
    this.camera.updateProjectionMatrix();
    this.skyDome.position.copy(this.camera.position);
  }

  /**
   * One frame, asked for by a change (invalidate) or by a running flight or tour: an idle view
   * draws nothing, so the page's main thread stays free. Blades turn while the
   * camera moves; at rest they stand at their last angle.
   */
  private readonly tick = (now: number) => {
    this.frame = 0;
    if (this.disposed) return;
    const wasAnimating = this.animating;
    const dt = this.last ? Math.min(0.1, (now - this.last) / 1000) : 0;
    this.advance(now);
    if (wasAnimating && !this.options.reducedMotion) {
      // Seen from upwind, rotors turn clockwise.
      for (const { rotor } of this.built.values())
        if (rotor) rotor.rotor.rotation.z -= rotor.radPerSecond * dt;
      this.dirty = true;
    }
    // The next frame's time step starts here only while frames follow each other.
    this.last = this.animating ? now : 0;
    if (this.animating && !this.frame) this.frame = nextFrame(this.tick);
    if (!this.dirty) return;
    this.dirty = false;
    this.placeCamera();
    this.draw();
    // How many frames were drawn and with which content, for tests and benchmarks (an idle
    // view adds none).
    this.frames += 1;
    this.emit({
      type: 'frame',
      frames: this.frames,
      verticalFov: this.verticalFov,
      contentRevision: this.contentRevision,
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
