import type { PublicViewpointPhoto } from '@vantage/contracts';
import { type RefObject, useEffect } from 'react';
import { createPortal } from 'react-dom';
import type { SceneEngineHost } from '@/lib/scene/engine-host';
import { usePhotomontage } from '../hooks/use-photomontage';
import { PhotomontageControls } from './photomontage-controls';

/**
 * The photomontage of a viewpoint with a photograph (use-photomontage.ts) and its controls. The
 * 3D view loads it lazily when the viewpoint has a photo, so a presentation without photos
 * loads none of it; when it goes (a viewpoint without a photo), the engine drops the photo.
 * `controls`: the place in the panel for the controls (null while the panel is hidden: the
 * montage stays as it is). `onShown`: the photo whose montage is on screen, or null, for "How
 * this view was made".
 */
export default function Photomontage({
  onShown,
  controls,
  ...options
}: Parameters<typeof usePhotomontage>[0] & {
  onShown: (photo: PublicViewpointPhoto | null) => void;
  controls: HTMLElement | null;
}) {
  const montage = usePhotomontage(options);
  const shown = montage.montage ? montage.photo : null;
  useEffect(() => {
    onShown(shown);
  }, [onShown, shown]);
  const { engineRef, canvasRef } = options;
  useEffect(() => () => dropPhoto(engineRef, canvasRef), [engineRef, canvasRef]);
  useEffect(() => () => onShown(null), [onShown]);
  return montage.photo && controls
    ? createPortal(<PhotomontageControls montage={montage} />, controls)
    : null;
}

function dropPhoto(
  engineRef: RefObject<SceneEngineHost | null>,
  canvasRef: RefObject<HTMLCanvasElement | null>,
) {
  engineRef.current?.setPhoto(null);
  engineRef.current?.setPhotoView({ mode: 'off' });
  if (canvasRef.current) canvasRef.current.dataset.photo = 'none';
}
