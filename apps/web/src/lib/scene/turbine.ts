import { BoxGeometry, CylinderGeometry, Group, Mesh, MeshLambertMaterial, SphereGeometry } from 'three';

/**
 * A wind turbine at true scale: a tapered tower, a nacelle, a hub and three
 * tapered blades. The group's origin is the tower foot; +y is up. `rotor` turns about its
 * local z axis; the whole turbine is yawed so that the rotor faces the wind (the rotor plane
 * is perpendicular to the wind direction, the hub pointing where the wind comes from).
 * Proportions follow ../shared/VIEWER.md (nacelle about 20 × 8 × 8 m for a 236 m rotor).
 */
export type TurbineDimensions = { hubHeight: number; rotorDiameter: number; color: string };

export function turbineParts({ hubHeight, rotorDiameter }: TurbineDimensions) {
  const baseDiameter = Math.max(3, rotorDiameter * 0.035);
  const nacelle = { length: rotorDiameter * 0.085, size: rotorDiameter * 0.034 };
  const hubRadius = rotorDiameter * 0.02;
  return {
    tower: { height: hubHeight - nacelle.size / 2, top: baseDiameter * 0.3, bottom: baseDiameter / 2 },
    nacelle,
    hubRadius,
    blade: {
      length: rotorDiameter / 2 - hubRadius * 0.5,
      rootChord: rotorDiameter * 0.025,
      tipChord: rotorDiameter * 0.004,
    },
    tipHeight: hubHeight + rotorDiameter / 2,
  };
}

function bladeGeometry(length: number, rootChord: number, tipChord: number) {
  const g = new BoxGeometry(rootChord, length, rootChord * 0.25);
  const pos = g.attributes.position!;
  for (let i = 0; i < pos.count; i += 1) {
    if (pos.getY(i) > 0) {
      pos.setX(i, (pos.getX(i) * tipChord) / rootChord);
      pos.setZ(i, (pos.getZ(i) * tipChord) / rootChord);
    }
  }
  g.translate(0, length / 2, 0);
  return g;
}

/** Yaw (rotation about +y) that points the rotor (local +z) to the bearing the wind comes from. */
export const yawFacingWind = (windDirection: number) => Math.PI - (windDirection * Math.PI) / 180;

export function buildTurbine(dimensions: TurbineDimensions, windDirection: number) {
  const parts = turbineParts(dimensions);
  const material = new MeshLambertMaterial({ color: dimensions.color });
  const group = new Group();
  group.name = 'turbine';

  const tower = new Mesh(
    new CylinderGeometry(parts.tower.top, parts.tower.bottom, parts.tower.height, 16),
    material,
  );
  tower.position.y = parts.tower.height / 2;
  group.add(tower);

  const head = new Group();
  head.position.y = dimensions.hubHeight;
  head.rotation.y = yawFacingWind(windDirection);
  group.add(head);
  const nacelle = new Mesh(
    new BoxGeometry(parts.nacelle.size, parts.nacelle.size, parts.nacelle.length),
    material,
  );
  nacelle.position.z = -parts.nacelle.length * 0.2;
  head.add(nacelle);

  const rotor = new Group();
  rotor.name = 'rotor';
  rotor.position.z = parts.nacelle.length * 0.3 + parts.hubRadius;
  head.add(rotor);
  rotor.add(new Mesh(new SphereGeometry(parts.hubRadius, 12, 8), material));
  const blade = bladeGeometry(parts.blade.length, parts.blade.rootChord, parts.blade.tipChord);
  for (let i = 0; i < 3; i += 1) {
    const mesh = new Mesh(blade, material);
    mesh.rotation.z = (i * 2 * Math.PI) / 3;
    rotor.add(mesh);
  }
  return { group, rotor, parts };
}
