import type { Group, Material, Mesh, MeshBasicMaterial, Object3D } from 'three';

/** Frees the geometries, materials and textures of an object and everything under it. */
export function disposeTree(root: Object3D) {
  root.traverse((o) => {
    const mesh = o as Mesh;
    mesh.geometry?.dispose();
    const material = mesh.material as Material | Material[] | undefined;
    for (const m of Array.isArray(material) ? material : material ? [material] : []) {
      (m as MeshBasicMaterial).map?.dispose();
      m.dispose();
    }
  });
}

/** Removes a group's children and frees what they hold. */
export function clear(group: Group) {
  for (const child of [...group.children]) {
    child.removeFromParent();
    disposeTree(child);
  }
}
