import type { AnimationMode, Easing } from '@vantage/contracts';
import type { PerspectiveCamera } from 'three';
import { type Geodetic, toLocal } from '@/lib/plan/geodesy';
import { interpolatePose, type Pose, samePoses, tourPoseAt } from './camera-path';
import type { EngineEvent } from './engine-protocol';
import type { GroundHeight } from './placement';

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

/** What the camera's motion needs of the engine around it. */
export type MotionHooks = {
  /** The camera arrived somewhere new: the scene is re-placed around it. */
  recentre(): void;
  /** The terrain at a pose the camera is on its way to. */
  prefetch(pose: Pose): void;
  /** `moving`, `tourStop` and `tourEnd` for the page. */
  emit(event: EngineEvent): void;
  /** The view changed: one more frame. */
  invalidate(): void;
};

/**
 * Where the engine's camera is and where it is going: the viewpoint's pose, the look-around
 * offsets from it, and the flight or tour under way. Poses change here; the engine (engine.ts)
 * re-places the scene when the camera arrives and draws the frames.
 */
export class CameraMotion {
  private current: Pose = { longitude: 0, latitude: 0, altitude: 2, heading: 0, pitch: 0, fov: 60 };
  private look = { yaw: 0, pitch: 0 };
  private flight: Flight | null = null;
  private tour: Tour | null = null;
  private moving = false;

  constructor(
    private readonly reducedMotion: boolean,
    private readonly hooks: MotionHooks,
  ) {}

  /** The viewpoint's pose, without the look-around. */
  get pose(): Pose {
    return this.current;
  }

  /** The view the camera shows: the pose turned by the look-around. */
  get viewPose(): Pose {
    const { heading, pitch } = this.current;
    return { ...this.current, heading: heading + this.look.yaw, pitch: pitch + this.look.pitch };
  }

  /** A flight or a playing tour: frames follow each other until it ends. */
  get animating() {
    return this.flight !== null || this.tour?.playing === true;
  }

  /** Jumps to a pose (no animation); ends flights and tours. */
  setPose(pose: Pose) {
    this.flight = null;
    this.pauseTour();
    this.current = { ...pose };
    this.look = { yaw: 0, pitch: 0 };
    this.hooks.recentre();
  }

  flyTo(pose: Pose) {
    this.pauseTour();
    this.look = { yaw: 0, pitch: 0 };
    if (this.reducedMotion) return this.setPose(pose);
    this.hooks.prefetch(pose);
    this.flight = {
      from: { ...this.current },
      to: { ...pose },
      start: performance.now(),
      ms: FLY_MS,
      mode: 'Linear',
      easing: 'CubicInOut',
    };
    this.setMoving(true);
    this.hooks.invalidate();
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
    if (!resume) {
      this.current = { ...poses[0]! };
      this.hooks.recentre();
    }
    // The terrain of the next stop is read while the camera flies there.
    const next = poses[this.tour.stop + 1];
    if (next) this.hooks.prefetch(next);
    this.setMoving(true);
    this.hooks.invalidate();
  }

  pauseTour() {
    if (!this.tour?.playing) return;
    this.tour.elapsed += (performance.now() - this.tour.startedAt) / 1000;
    this.tour.playing = false;
    this.hooks.recentre();
    this.setMoving(false);
  }

  /** Look around from the fixed position (degrees); the viewpoint's framing stays the base. */
  lookBy(yaw: number, pitch: number) {
    this.look.yaw += yaw;
    this.look.pitch = Math.max(-60, Math.min(60, this.look.pitch + pitch));
    this.hooks.invalidate();
  }

  resetLook() {
    this.look = { yaw: 0, pitch: 0 };
    this.hooks.invalidate();
  }

  /** Moves the flight or tour on to `now`; true when the pose changed (the frame must be drawn). */
  advance(now: number): boolean {
    let changed = false;
    if (this.flight) {
      const { from, to, start, ms, mode, easing } = this.flight;
      const t = Math.min(1, (now - start) / ms);
      this.current = interpolatePose(from, to, t, mode, easing);
      if (t >= 1) {
        this.flight = null;
        this.hooks.recentre();
        this.setMoving(false);
      }
      changed = true;
    }
    const tour = this.tour;
    if (tour?.playing) {
      const seconds = tour.elapsed + (now - tour.startedAt) / 1000;
      const at = tourPoseAt(tour.poses, seconds, tour.mode, tour.easing);
      this.current = at.pose;
      if (at.stop !== tour.stop) {
        tour.stop = at.stop;
        this.hooks.recentre();
        this.hooks.emit({ type: 'tourStop', stop: at.stop });
        const next = tour.poses[at.stop + 1];
        if (next) this.hooks.prefetch(next);
      }
      if (at.done) {
        tour.playing = false;
        this.tour = null;
        this.hooks.recentre();
        this.setMoving(false);
        this.hooks.emit({ type: 'tourEnd' });
      }
      changed = true;
    }
    return changed;
  }

  /**
   * The camera at the pose (its altitude above the ground), looking around by the look offsets.
   * Its projection is the engine's (view-inset.ts: the principal point in the visible part).
   */
  place(camera: PerspectiveCamera, origin: Geodetic, heightAt: GroundHeight) {
    const { longitude, latitude, altitude } = this.current;
    // The viewpoint's altitude is the eye's height above the ground.
    const p = toLocal(origin, { longitude, latitude, altitude: altitude + heightAt(longitude, latitude) });
    camera.position.set(p.east, p.up, -p.north);
    camera.rotation.set(
      rad(this.current.pitch + this.look.pitch),
      -rad(this.current.heading + this.look.yaw),
      0,
    );
  }

  private setMoving(moving: boolean) {
    if (this.moving === moving) return;
    this.moving = moving;
    this.hooks.emit({ type: 'moving', moving });
  }
}
