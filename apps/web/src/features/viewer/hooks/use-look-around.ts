import type { RefObject } from 'react';
import { useRef } from 'react';
import type { SceneEngineHost } from '@/lib/scene/engine-host';

const LOOK_STEP = 2;

/**
 * Look around from the fixed position: drag (mouse or touch) or arrow keys. The handlers go on
 * the view's canvas; `fieldOfView` is the viewpoint's, in degrees across the canvas.
 */
export function useLookAround(
  engineRef: RefObject<SceneEngineHost | null>,
  canvasRef: RefObject<HTMLCanvasElement | null>,
  fieldOfView: number | undefined,
) {
  const drag = useRef<{ x: number; y: number } | null>(null);
  const degreesPerPixel = () => (fieldOfView ?? 60) / (canvasRef.current?.clientWidth || 1);
  const onPointerDown = (e: React.PointerEvent<HTMLCanvasElement>) => {
    drag.current = { x: e.clientX, y: e.clientY };
    e.currentTarget.setPointerCapture(e.pointerId);
  };
  const onPointerMove = (e: React.PointerEvent<HTMLCanvasElement>) => {
    if (!drag.current) return;
    const k = degreesPerPixel();
    engineRef.current?.lookBy(-(e.clientX - drag.current.x) * k, (e.clientY - drag.current.y) * k);
    drag.current = { x: e.clientX, y: e.clientY };
  };
  const onPointerUp = () => {
    drag.current = null;
  };
  const onKeyDown = (e: React.KeyboardEvent<HTMLCanvasElement>) => {
    const step: Record<string, [number, number]> = {
      ArrowLeft: [-LOOK_STEP, 0],
      ArrowRight: [LOOK_STEP, 0],
      ArrowUp: [0, LOOK_STEP],
      ArrowDown: [0, -LOOK_STEP],
    };
    const move = step[e.key];
    if (!move) return;
    e.preventDefault();
    engineRef.current?.lookBy(...move);
  };
  return { onPointerDown, onPointerMove, onPointerUp, onKeyDown };
}
