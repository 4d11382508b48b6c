import {
  BackSide,
  Color,
  DirectionalLight,
  Float32BufferAttribute,
  FogExp2,
  HemisphereLight,
  Mesh,
  MeshBasicMaterial,
  type Scene,
  SphereGeometry,
} from 'three';
import { fogDensity, skyAt, sunAt, sunDirection } from './sky';

const DOME_RADIUS = 200_000;

function buildSkyDome() {
  const geometry = new SphereGeometry(DOME_RADIUS, 32, 16);
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

/**
 * The engine's light and air: the sun, the sky's ambient light, the sky dome around the eye and
 * the haze (sky.ts has the numbers). It sets the scene's fog and background; the engine adds
 * the dome and the lights to the scene.
 */
export class SkyLayer {
  readonly sunLight = new DirectionalLight('#fff4e0', 2);
  readonly ambient = new HemisphereLight('#dfe8f0', '#5a6470', 1);
  readonly dome = buildSkyDome();
  private readonly fog = new FogExp2('#cfd8e0', fogDensity());

  constructor(private readonly scene: Scene) {
    scene.fog = this.fog;
  }

  /** Light, sky and haze for this date at this place. */
  setTime(date: Date, latitude: number, longitude: number) {
    const sun = sunAt(date, latitude, longitude);
    const sky = skyAt(sun.altitude);
    const [x, y, z] = sunDirection(sun);
    this.sunLight.position.set(x * 1000, Math.max(y, 0.02) * 1000, z * 1000);
    this.sunLight.intensity = sky.sunLight;
    this.ambient.intensity = sky.ambient;
    const horizon = new Color().setRGB(...sky.horizon);
    const zenith = new Color().setRGB(...sky.zenith);
    this.fog.color.copy(horizon);
    this.scene.background = horizon;
    const pos = this.dome.geometry.attributes.position!;
    const colours = this.dome.geometry.attributes.color!;
    const c = new Color();
    for (let i = 0; i < pos.count; i += 1) {
      const t = Math.min(1, Math.max(0, pos.getY(i) / DOME_RADIUS) ** 0.5);
      c.copy(horizon).lerp(zenith, t);
      colours.setXYZ(i, c.r, c.g, c.b);
    }
    colours.needsUpdate = true;
    return { sun, night: sky.night };
  }
}
