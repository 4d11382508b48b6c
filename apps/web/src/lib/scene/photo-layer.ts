import type { PhotoAlignment, PhotoKind } from '@vantage/contracts';
import {
  BufferGeometry,
  Color,
  DoubleSide,
  Float32BufferAttribute,
  type Material,
  Mesh,
  MeshBasicMaterial,
  type Object3D,
  type PerspectiveCamera,
  type Quaternion,
  Scene,
  SRGBColorSpace,
  Texture,
  Vector2,
  type WebGLRenderer,
} from 'three';
import type { Pose } from './camera-path';
import { containRect, frameCamera, photoMesh } from './photo-geometry';
import type { ViewRect } from './view-inset';
import { depthOnlyMaterial } from './wireline';

/**
 * A viewpoint's photograph as the page hands it to the engine: decoded, upright, at most the
 * size the GPU takes, with its kind and its stored size (the aspect of a frame).
 */
export type PhotoImage = { image: ImageBitmap; kind: PhotoKind; width: number; height: number };

/**
 * How the photo is shown. `montage`: the photo as the background and the plan's objects on top
 * at true geometry, drawn left of `split` (0..1 of the picture's width; 0 shows the photo alone).
 * `overlay`: the view as it is (the planner aligns on the wireline) with the photo over it at
 * `opacity`. `framed`: the view as it is (the rendered view or the wireline) without the photo,
 * drawn in a frame photo's framing (its orientation, roll included, and its angles), so that it
 * matches the photomontage line for line (a report's wireline beside it). `off`: no photo.
 */
export type PhotoView =
  | { mode: 'off' }
  | { mode: 'montage'; split: number }
  | { mode: 'overlay'; opacity: number }
  | { mode: 'framed' };

/** Outside a frame photo's rectangle: the viewer's own dark background. */
const BARS = new Color('#1b2128');
/** Metres from the eye to the photo's surface; it is drawn without depth, so only its angles count. */
const DISTANCE = 1000;

/**
 * The photo layer: the photo on its own surface around the eye (photo-geometry.ts), its own
 * scene drawn with the engine's camera. In a montage the sky, the ground's colour and the sea
 * are not drawn: the ground writes depth only, so what known terrain hides stays hidden, then
 * the objects are drawn over the photo. A frame photo takes the camera: its orientation and
 * angles, shown in the largest rectangle of its aspect, so the montage is the photo's framing.
 */
export class PhotoLayer {
  private readonly scene = new Scene();
  private readonly material = new MeshBasicMaterial({
    side: DoubleSide,
    depthTest: false,
    depthWrite: false,
    fog: false,
    transparent: true,
  });
  private readonly depthOnly = depthOnlyMaterial();
  private readonly mesh = new Mesh(new BufferGeometry(), this.material);
  private photo: PhotoImage | null = null;
  private alignment: PhotoAlignment | null = null;
  view: PhotoView = { mode: 'off' };
  /** The view is drawn as a wireline: no montage then (the photo may still lie over it). */
  wireline = false;

  constructor() {
    this.mesh.frustumCulled = false;
    this.scene.add(this.mesh);
  }

  setPhoto(photo: PhotoImage | null) {
    this.material.map?.dispose();
    this.photo?.image.close();
    this.photo = photo;
    if (photo) {
      const texture = new Texture(photo.image);
      // An ImageBitmap is uploaded as it is: its first row at v = 0, as photoMesh's coordinates.
      texture.flipY = false;
      texture.colorSpace = SRGBColorSpace;
      texture.needsUpdate = true;
      this.material.map = texture;
    } else this.material.map = null;
    this.material.needsUpdate = true;
    this.rebuild();
  }

  setAlignment(alignment: PhotoAlignment | null) {
    this.alignment = alignment;
    this.rebuild();
  }

  private get ready() {
    return this.photo !== null && this.alignment !== null;
  }

  /** A montage is drawn: the photo with the objects over it. */
  get montage() {
    return this.ready && this.view.mode === 'montage' && !this.wireline;
  }

  /** A frame montage, or a framed view: the camera is the photo's. */
  private get frame() {
    return (this.montage || (this.ready && this.view.mode === 'framed')) && this.photo?.kind === 'frame';
  }

  private get aspect() {
    return this.photo ? this.photo.width / this.photo.height : 1;
  }

  /** The pose the picture shows: a frame montage's is the photo's heading, pitch and field of view. */
  poseShown(pose: Pose): Pose {
    const a = this.alignment;
    return this.frame && a ? { ...pose, heading: a.heading, pitch: a.pitch, fov: a.fieldOfView } : pose;
  }

  /** The vertical angle the picture shows, or `fallback` when the camera is not the photo's. */
  verticalFovShown(fallback: number) {
    return this.frame && this.alignment ? frameCamera(this.alignment, this.aspect).verticalFov : fallback;
  }

  /** A frame montage's picture size: the photo's own pixels; null when the view is no frame montage. */
  montagePictureSize(): { width: number; height: number } | null {
    return this.frame && this.montage && this.photo
      ? { width: this.photo.width, height: this.photo.height }
      : null;
  }

  /**
   * Where a montage lies in the visible part of the canvas: a frame photo in the largest
   * rectangle of its aspect, centred there (bars beside it); a panorama fills it.
   */
  montageRect(visible: ViewRect): ViewRect {
    if (!this.frame) return visible;
    const r = containRect(visible.width, visible.height, this.aspect);
    return { ...r, x: visible.x + r.x, y: visible.y + r.y };
  }

  private rebuild() {
    const { photo, alignment } = this;
    if (!photo || !alignment) return;
    const mesh = photoMesh(photo.kind, alignment, this.aspect, DISTANCE);
    const geometry = new BufferGeometry();
    geometry.setAttribute('position', new Float32BufferAttribute(mesh.positions, 3));
    geometry.setAttribute('uv', new Float32BufferAttribute(mesh.uvs, 2));
    geometry.setIndex(mesh.index);
    this.mesh.geometry.dispose();
    this.mesh.geometry = geometry;
  }

  /**
   * Draws the frame: the montage, or `drawView` (the rendered view or the wireline) with the
   * photo over it when overlaid. `ground`: what writes depth only in a montage; `leaveOut`:
   * what a montage does not draw (the sky dome, the basemap's images); `visible`: the part of
   * the canvas the page leaves visible, where a frame photo is shown.
   */
  render(
    renderer: WebGLRenderer,
    scene: Scene,
    camera: PerspectiveCamera,
    parts: { ground: Object3D; objects: Object3D; leaveOut: Object3D[]; visible: ViewRect },
    drawView: () => void,
  ) {
    const view = this.view;
    if (view.mode === 'montage' && this.montage)
      return this.renderMontage(renderer, scene, camera, parts, view.split);
    if (view.mode === 'framed' && this.frame)
      return this.renderFramed(renderer, camera, parts.visible, drawView);
    drawView();
    if (view.mode !== 'overlay' || !this.ready) return;
    const autoClear = renderer.autoClear;
    try {
      renderer.autoClear = false;
      this.material.opacity = view.opacity;
      this.mesh.position.copy(camera.position);
      renderer.render(this.scene, camera);
    } finally {
      renderer.autoClear = autoClear;
    }
  }

  /** `drawView` with the camera the photo's, in the photo's rectangle of the visible part. */
  private renderFramed(
    renderer: WebGLRenderer,
    camera: PerspectiveCamera,
    visible: ViewRect,
    drawView: () => void,
  ) {
    const size = renderer.getSize(new Vector2());
    const shown = this.montageRect(visible);
    const saved = {
      quaternion: camera.quaternion.clone(),
      fov: camera.fov,
      aspect: camera.aspect,
      viewOffset: camera.view?.enabled ? { ...camera.view } : null,
    };
    try {
      this.takeFraming(camera);
      // WebGL's viewport counts rows from the bottom.
      renderer.setViewport(shown.x, size.y - shown.y - shown.height, shown.width, shown.height);
      drawView();
    } finally {
      renderer.setViewport(0, 0, size.x, size.y);
      this.restoreCamera(camera, saved);
    }
  }

  /** The camera takes the frame photo's orientation and angles, centred. */
  private takeFraming(camera: PerspectiveCamera) {
    if (!this.alignment) return;
    const framing = frameCamera(this.alignment, this.aspect);
    camera.quaternion.copy(framing.orientation);
    camera.fov = framing.verticalFov;
    camera.aspect = framing.aspect;
    camera.clearViewOffset();
    camera.updateMatrixWorld();
  }

  private restoreCamera(
    camera: PerspectiveCamera,
    saved: { quaternion: Quaternion; fov: number; aspect: number; viewOffset: PerspectiveCamera['view'] },
  ) {
    camera.quaternion.copy(saved.quaternion);
    camera.fov = saved.fov;
    camera.aspect = saved.aspect;
    const o = saved.viewOffset;
    if (o) camera.setViewOffset(o.fullWidth, o.fullHeight, o.offsetX, o.offsetY, o.width, o.height);
    else camera.updateProjectionMatrix();
  }

  private renderMontage(
    renderer: WebGLRenderer,
    scene: Scene,
    camera: PerspectiveCamera,
    parts: { ground: Object3D; objects: Object3D; leaveOut: Object3D[]; visible: ViewRect },
    split: number,
  ) {
    const size = renderer.getSize(new Vector2());
    const shown = this.montageRect(parts.visible);
    // WebGL's viewport counts rows from the bottom.
    const rect = this.frame
      ? { ...shown, y: size.y - shown.y - shown.height }
      : { x: 0, y: 0, width: size.x, height: size.y };
    const saved = {
      autoClear: renderer.autoClear,
      clearColor: renderer.getClearColor(new Color()),
      clearAlpha: renderer.getClearAlpha(),
      background: scene.background,
      override: scene.overrideMaterial,
      quaternion: camera.quaternion.clone(),
      fov: camera.fov,
      aspect: camera.aspect,
      // The engine's window onto its shifted image (view-inset.ts); a frame photo's camera is centred.
      viewOffset: camera.view?.enabled ? { ...camera.view } : null,
      shown: [parts.ground, parts.objects, ...parts.leaveOut].map((o) => o.visible),
    };
    try {
      if (this.frame) this.takeFraming(camera);
      renderer.autoClear = false;
      renderer.setClearColor(BARS, 1);
      renderer.setScissorTest(false);
      renderer.setViewport(0, 0, size.x, size.y);
      renderer.clear();
      renderer.setViewport(rect.x, rect.y, rect.width, rect.height);
      // The photo.
      this.material.opacity = 1;
      this.mesh.position.copy(camera.position);
      renderer.render(this.scene, camera);
      // The ground's depth: known terrain hides what lies behind it.
      scene.background = null;
      for (const o of parts.leaveOut) o.visible = false;
      parts.objects.visible = false;
      scene.overrideMaterial = this.depthOnly;
      renderer.render(scene, camera);
      scene.overrideMaterial = saved.override;
      // The objects, left of the split.
      const width = Math.round(rect.width * Math.min(1, Math.max(0, split)));
      if (width > 0) {
        parts.ground.visible = false;
        parts.objects.visible = true;
        renderer.setScissorTest(true);
        renderer.setScissor(rect.x, rect.y, width, rect.height);
        renderer.render(scene, camera);
      }
    } finally {
      renderer.setScissorTest(false);
      renderer.setViewport(0, 0, size.x, size.y);
      renderer.setClearColor(saved.clearColor, saved.clearAlpha);
      renderer.autoClear = saved.autoClear;
      scene.background = saved.background;
      scene.overrideMaterial = saved.override;
      [parts.ground, parts.objects, ...parts.leaveOut].forEach((o, i) => {
        o.visible = saved.shown[i]!;
      });
      this.restoreCamera(camera, saved);
    }
  }

  dispose() {
    this.material.map?.dispose();
    this.photo?.image.close();
    this.photo = null;
    this.mesh.geometry.dispose();
    for (const m of [this.material, this.depthOnly] as Material[]) m.dispose();
  }
}
