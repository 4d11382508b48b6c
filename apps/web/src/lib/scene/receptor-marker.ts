import { ConeGeometry, CylinderGeometry, Group, Mesh, MeshLambertMaterial, SphereGeometry } from 'three';

/**
 * A receptor in the 3D view: a small pin (a thin post with a ball and a point under it) in the
 * colour of its category, standing on the ground with the ball at the receptor's height above
 * it (at least a few metres, so it can be seen at park scale). Never a turbine: nothing turns
 * and nothing is as tall. The group's origin is the foot; +y is up.
 */
export const RECEPTOR_MARKER_MIN_HEIGHT = 6;

export function buildReceptorMarker({ height, color }: { height: number; color: string }): Group {
  const top = Math.max(RECEPTOR_MARKER_MIN_HEIGHT, height);
  const material = new MeshLambertMaterial({ color });
  const group = new Group();
  group.name = 'receptor-marker';
  const post = new Mesh(new CylinderGeometry(0.15, 0.15, top, 6), material);
  post.position.y = top / 2;
  const ball = new Mesh(new SphereGeometry(1.2, 12, 8), material);
  ball.position.y = top;
  const point = new Mesh(new ConeGeometry(0.6, 1.2, 8), material);
  point.rotation.x = Math.PI;
  point.position.y = 0.6;
  group.add(post, ball, point);
  return group;
}
