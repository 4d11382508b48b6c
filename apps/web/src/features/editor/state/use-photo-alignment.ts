import { useQuery, useQueryClient } from '@tanstack/react-query';
import type { PhotoAlignment, Viewpoint } from '@vantage/contracts';
import { useEffect, useRef, useState } from 'react';
import { errorMessage } from '@/lib/api-error';
import { poseOf } from '@/lib/scene/content';
import type { SceneEngineHost } from '@/lib/scene/engine-host';
import { getViewpointPhotoQueryOptions, saveViewpointPhotoAlignment } from '../api/viewpoint-photo';

/** Nudges: arrow keys move the photo 0.1° (1° with Shift); + and − change its field of view by 1 %. */
const NUDGE = 0.1;
const FOV_STEP = 1.01;

const clamp = (value: number, min: number, max: number) => Math.min(max, Math.max(min, value));

/** An alignment within the contract's limits (heading 0..360), to 0.01°. */
export function tidyAlignment(a: PhotoAlignment, kind: 'frame' | 'panorama'): PhotoAlignment {
  const round = (n: number) => Math.round(n * 100) / 100;
  return {
    heading: round(((a.heading % 360) + 360) % 360),
    pitch: round(clamp(a.pitch, -90, 90)),
    roll: round(clamp(a.roll, -45, 45)),
    fieldOfView: kind === 'panorama' ? 360 : round(clamp(a.fieldOfView, 1, 179)),
  };
}

/** What a key does to the photo: the arrows move it by `step` degrees, + and − change its field of view. */
function keyMove(key: string, step: number): ((a: PhotoAlignment) => PhotoAlignment) | null {
  switch (key) {
    case 'ArrowLeft':
      return (a) => ({ ...a, heading: a.heading - step });
    case 'ArrowRight':
      return (a) => ({ ...a, heading: a.heading + step });
    case 'ArrowUp':
      return (a) => ({ ...a, pitch: a.pitch + step });
    case 'ArrowDown':
      return (a) => ({ ...a, pitch: a.pitch - step });
    case '+':
    case '=':
      return (a) => ({ ...a, fieldOfView: a.fieldOfView * FOV_STEP });
    case '-':
      return (a) => ({ ...a, fieldOfView: a.fieldOfView / FOV_STEP });
    default:
      return null;
  }
}

/**
 * Aligning the viewpoint's photograph in the 3D preview: the photo (fetched with the planner's
 * session) lies half transparent over the wireline of the same view, and the team drags it
 * (heading, pitch), turns the wheel or presses + and − (field of view), nudges it with the arrow
 * keys or types the angles, then saves. The engine draws the draft; Reset goes back to the saved
 * alignment. Read-only roles see and move the photo, but cannot save.
 */
export function usePhotoAlignment({
  host,
  canvas,
  projectId,
  viewpoint,
}: {
  host: SceneEngineHost | null;
  canvas: HTMLCanvasElement | null;
  projectId: number;
  viewpoint: Viewpoint;
}) {
  const queryClient = useQueryClient();
  const photo = viewpoint.photo;
  const [aligning, setAligning] = useState(false);
  const [opacity, setOpacity] = useState(0.6);
  const [draft, setDraft] = useState<PhotoAlignment | null>(photo?.alignment ?? null);
  const [saving, setSaving] = useState(false);
  const [error, setError] = useState<string | null>(null);
  /** The camera's horizontal field of view while aligning: the scale of a drag. */
  const viewFov = useRef(viewpoint.fieldOfView);
  const savedKey = JSON.stringify(photo?.alignment ?? null);
  const image = useQuery(getViewpointPhotoQueryOptions(viewpoint.id, photo));
  const blob = aligning && photo ? image.data : undefined;
  const kind = photo?.kind;
  const width = photo?.width;
  const height = photo?.height;

  // A new viewpoint or a saved alignment (here or by someone else) is the new starting point.
  useEffect(() => {
    setDraft(JSON.parse(savedKey));
  }, [savedKey]);
  useEffect(() => {
    if (!kind) setAligning(false);
  }, [kind]);

  useEffect(() => {
    if (!host) return;
    if (!blob || !kind || !width || !height) {
      host.setPhoto(null);
      return;
    }
    host.setPhoto({ blob, kind, width, height });
  }, [host, blob, kind, width, height]);

  useEffect(() => {
    host?.setPhotoAlignment(draft);
  }, [host, draft]);

  useEffect(() => {
    if (!host) return;
    host.setWireline(aligning);
    host.setPhotoView(aligning ? { mode: 'overlay', opacity } : { mode: 'off' });
  }, [host, aligning, opacity]);

  // The camera looks where the photo is, a little wider than it, while aligning; back to the
  // viewpoint's own view after.
  const start = (on: boolean) => {
    setAligning(on);
    setError(null);
    if (!host) return;
    const pose = poseOf(viewpoint);
    if (on && draft && kind === 'frame')
      Object.assign(pose, {
        heading: draft.heading,
        pitch: draft.pitch,
        fov: clamp(draft.fieldOfView * 1.3, 20, 120),
      });
    viewFov.current = pose.fov;
    host.setPose(pose);
  };

  const change = (update: (a: PhotoAlignment) => PhotoAlignment) =>
    setDraft((current) => (current && kind ? tidyAlignment(update(current), kind) : current));

  const save = async () => {
    if (!draft) return;
    setSaving(true);
    setError(null);
    try {
      await saveViewpointPhotoAlignment(projectId, viewpoint.id, draft, queryClient);
    } catch (reason) {
      setError(errorMessage(reason));
    } finally {
      setSaving(false);
    }
  };

  // Dragging the photo: it follows the pointer at the view's own scale (degrees per pixel).
  const drag = useRef<{ x: number; y: number } | null>(null);
  const degreesPerPixel = () => viewFov.current / (canvas?.clientWidth || 1);
  const handlers = {
    onPointerDown(e: React.PointerEvent) {
      if (e.button !== 0 || !canvas) return;
      drag.current = { x: e.clientX, y: e.clientY };
      canvas.setPointerCapture(e.pointerId);
    },
    onPointerMove(e: React.PointerEvent) {
      const at = drag.current;
      if (!at) return;
      const k = degreesPerPixel();
      const [dx, dy] = [e.clientX - at.x, e.clientY - at.y];
      drag.current = { x: e.clientX, y: e.clientY };
      change((a) => ({ ...a, heading: a.heading + dx * k, pitch: a.pitch - dy * k }));
    },
    onPointerUp() {
      drag.current = null;
    },
    onWheel(e: React.WheelEvent) {
      const factor = Math.exp(-e.deltaY / 1000);
      change((a) => ({ ...a, fieldOfView: a.fieldOfView * factor }));
    },
    /** True when the key moved the photo. */
    onKeyDown(e: React.KeyboardEvent): boolean {
      const move = keyMove(e.key, e.shiftKey ? 1 : NUDGE);
      if (!move) return false;
      e.preventDefault();
      change(move);
      return true;
    },
  };

  return {
    photo,
    aligning,
    start,
    draft,
    setDraft: (a: PhotoAlignment) => kind && setDraft(tidyAlignment(a, kind)),
    changed: JSON.stringify(draft) !== savedKey,
    reset: () => setDraft(JSON.parse(savedKey)),
    save,
    saving,
    error: error ?? (image.isError ? errorMessage(image.error) : null),
    loading: aligning && image.isPending,
    opacity,
    setOpacity,
    handlers,
  };
}

export type PhotoAlignmentState = ReturnType<typeof usePhotoAlignment>;
