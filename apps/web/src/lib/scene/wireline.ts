import {
  BufferGeometry,
  type Camera,
  Color,
  DoubleSide,
  Float32BufferAttribute,
  Line,
  LineBasicMaterial,
  LineLoop,
  LineSegments,
  type Material,
  Mesh,
  MeshBasicMaterial,
  type Object3D,
  Scene,
  type WebGLRenderer,
} from 'three';
import { effectiveRadius } from '@/lib/plan/geodesy';
import { outlineEdges } from './outline-edges';

/**
 * The wireline: the same view drawn as lines, as the visualisation guidance prints beside each
 * rendered view (../shared/VIEWER.md). White paper, no sky, haze or light; the ground as a mesh
 * of mid-grey lines, the sea horizon, and every other object as dark outlines (its silhouette
 * for this camera, its creases and its open borders: outline-edges.ts). Hidden lines stay
 * hidden: a first pass draws the whole scene into the depth buffer only, so hills and near
 * objects hide what is behind them; the lines are drawn against it in a second pass.
 *
 * The scene itself is not changed (no material is swapped), so switching back draws the
 * rendered view exactly as before. Lines are made once per object and geometry and kept while
 * the object lives, so toggling is cheap.
 *
 * Ground: every mesh with `userData.ground === true` (today's surface, a terrain's tiles) is
 * drawn as the mesh of its triangles' edges; every other visible mesh or line as an outline.
 */
export const WIRELINE_PAPER = '#ffffff';
export const WIRELINE_GROUND = '#a9afb4';
export const WIRELINE_HORIZON = '#5b636a';
export const WIRELINE_OUTLINE = '#1d2227';

const HORIZON_SEGMENTS = 720;

/**
 * The depth pass: no colour, depth pushed back by one pixel's depth slope (and a hair), as a
 * polygon offset would; three.js writes the logarithmic depth in the fragment shader, where a
 * polygon offset no longer applies. Lines lying on a surface, or on an object's silhouette,
 * then pass the depth test instead of flickering in and out of it.
 */
export function depthOnlyMaterial() {
  const material = new MeshBasicMaterial({ colorWrite: false, side: DoubleSide, fog: false });
  material.onBeforeCompile = (shader) => {
    shader.fragmentShader = shader.fragmentShader.replace(
      '#include <logdepthbuf_fragment>',
      `#include <logdepthbuf_fragment>
      #if defined( USE_LOGARITHMIC_DEPTH_BUFFER )
        float wirelineDepth = log2( vFragDepth ) * logDepthBufFC * 0.5;
        gl_FragDepth = min( 1.0, wirelineDepth + fwidth( wirelineDepth ) + 1e-6 );
      #endif`,
    );
  };
  material.customProgramCacheKey = () => 'wireline-depth';
  return material;
}

/**
 * Dark lines for outline edges: the vertex shader drops an edge (both its ends outside the
 * clip volume) unless its faces turn different ways for this camera (outline-edges.ts).
 */
function outlineMaterial() {
  const material = new LineBasicMaterial({ color: WIRELINE_OUTLINE, fog: false });
  material.onBeforeCompile = (shader) => {
    shader.vertexShader =
      `attribute vec3 normalA;\nattribute vec3 normalB;\nattribute vec3 edgeMid;\n${shader.vertexShader}`.replace(
        '#include <logdepthbuf_vertex>',
        `#include <logdepthbuf_vertex>
      vec3 wirelineToEye = -( modelViewMatrix * vec4( edgeMid, 1.0 ) ).xyz;
      if ( dot( normalMatrix * normalA, wirelineToEye ) * dot( normalMatrix * normalB, wirelineToEye ) > 0.0 )
        gl_Position = vec4( 0.0, 0.0, 2.0, 1.0 );`,
      );
  };
  material.customProgramCacheKey = () => 'wireline-outline';
  return material;
}

/** A source's line in the second pass: it follows the source's place (copied every frame). */
function follower<T extends Object3D>(line: T, parent: Scene): T {
  line.parent = parent;
  line.matrixAutoUpdate = false;
  line.matrixWorldAutoUpdate = false;
  return line;
}

export class Wireline {
  enabled = false;
  private readonly lines = new Scene();
  private readonly paper = new Color(WIRELINE_PAPER);
  private readonly depthOnly = depthOnlyMaterial();
  private readonly outline = outlineMaterial();
  private readonly lineColour = new LineBasicMaterial({ color: WIRELINE_OUTLINE, fog: false });
  private readonly groundColour = new MeshBasicMaterial({
    color: WIRELINE_GROUND,
    wireframe: true,
    fog: false,
  });
  private readonly horizon: LineLoop;
  /** What is drawn for each source object (a mesh, a line), while that object lives. */
  private readonly drawnFor = new WeakMap<Object3D, Object3D>();
  /** Outline edges by the source's geometry: a geometry shared by many meshes (blades, rows) is done once. */
  private readonly edgesOf = new WeakMap<BufferGeometry, BufferGeometry>();

  constructor() {
    const points: number[] = [];
    for (let i = 0; i < HORIZON_SEGMENTS; i += 1) {
      const a = (i / HORIZON_SEGMENTS) * Math.PI * 2;
      points.push(Math.cos(a), 0, Math.sin(a));
    }
    const geometry = new BufferGeometry();
    geometry.setAttribute('position', new Float32BufferAttribute(points, 3));
    this.horizon = follower(
      new LineLoop(geometry, new LineBasicMaterial({ color: WIRELINE_HORIZON, fog: false })),
      this.lines,
    );
  }

  /**
   * Draws one frame: the rendered view, or the wireline when `enabled`. `leaveOut`: parts of
   * the scene that have no place in a wireline (the sky dome, a basemap's image tiles).
   */
  render(renderer: WebGLRenderer, scene: Scene, camera: Camera, leaveOut: Object3D[]) {
    if (!this.enabled) {
      // Nothing held for the lines of objects that may be gone by the next wireline.
      this.lines.children = [];
      renderer.render(scene, camera);
      return;
    }
    const shown = leaveOut.map((o) => o.visible);
    const background = scene.background;
    const override = scene.overrideMaterial;
    const autoClear = renderer.autoClear;
    try {
      for (const o of leaveOut) o.visible = false;
      scene.background = this.paper;
      scene.overrideMaterial = this.depthOnly;
      renderer.render(scene, camera);
      // After the depth pass: world matrices and levels of detail are those of this frame.
      this.follow(scene, camera);
      renderer.autoClear = false;
      renderer.render(this.lines, camera);
    } finally {
      renderer.autoClear = autoClear;
      scene.overrideMaterial = override;
      scene.background = background;
      leaveOut.forEach((o, i) => {
        o.visible = shown[i]!;
      });
    }
  }

  dispose() {
    this.lines.children = [];
    for (const m of [this.depthOnly, this.outline, this.lineColour, this.groundColour]) m.dispose();
    this.horizon.geometry.dispose();
    (this.horizon.material as Material).dispose();
  }

  /** The lines of what the scene shows now, each placed where its source is. */
  private follow(scene: Scene, camera: Camera) {
    const children: Object3D[] = [];
    scene.traverseVisible((source) => {
      const drawn = this.linesFor(source);
      if (!drawn) return;
      drawn.matrixWorld.copy(source.matrixWorld);
      children.push(drawn);
    });
    // The sea horizon from this eye: where a line of sight grazes the curved sea, at
    // d = √(2R'h), as far below the eye's level as the eye is above the sea.
    const eye = camera.position;
    if (eye.y > 0) {
      const d = Math.sqrt(2 * effectiveRadius() * eye.y);
      this.horizon.matrixWorld.makeScale(d, 1, d).setPosition(eye.x, -eye.y, eye.z);
      children.push(this.horizon);
    }
    // Set as a whole (each line is only ever a child of this scene): adding thousands of lines
    // one by one each frame costs a search of the list per line.
    this.lines.children = children;
  }

  private linesFor(source: Object3D): Object3D | null {
    const geometry = (source as Mesh).geometry as BufferGeometry | undefined;
    const known = this.drawnFor.get(source);
    // Made again when the source's geometry was replaced (a terrain tile made finer).
    if (known && known.userData.from === geometry) return known;
    const material = (source as Mesh).material as Material | Material[] | undefined;
    if (!material || (Array.isArray(material) ? material.every((m) => !m.visible) : !material.visible))
      return null;
    let drawn: Object3D | null = null;
    if (source instanceof Mesh) {
      drawn =
        source.userData.ground === true
          ? new Mesh(source.geometry, this.groundColour)
          : new LineSegments(this.edgesFor(source.geometry), this.outline);
    } else if (source instanceof Line) {
      const Kind =
        source instanceof LineSegments ? LineSegments : source instanceof LineLoop ? LineLoop : Line;
      drawn = new Kind(source.geometry, this.lineColour);
    }
    if (!drawn) return null;
    drawn.userData.from = geometry;
    this.drawnFor.set(source, follower(drawn, this.lines));
    return drawn;
  }

  private edgesFor(geometry: BufferGeometry): BufferGeometry {
    let edges = this.edgesOf.get(geometry);
    if (!edges) {
      const made = outlineEdges(geometry);
      edges = made;
      this.edgesOf.set(geometry, made);
      // The outline's lifetime is its source's: freed on the GPU when the source is.
      geometry.addEventListener('dispose', () => made.dispose());
    }
    return edges;
  }
}
