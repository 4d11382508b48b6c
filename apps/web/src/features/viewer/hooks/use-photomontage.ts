import { useQuery } from '@tanstack/react-query';
import type { PublicViewpointPhoto } from '@vantage/contracts';
import { type RefObject, useEffect, useState } from 'react';
import type { SceneEngineHost } from '@/lib/scene/engine-host';
import { getViewerViewpointPhotoQueryOptions } from '../api/get-viewer-viewpoint-photo';

/** What the view shows of a viewpoint with a photograph; the wireline is the page's own toggle. */
export type PhotoChoice = 'photomontage' | 'rendered' | 'wireline';

/** `loading` until the photo is fetched and sent to the engine (which decodes it); `failed`: the view goes on without it. */
export type PhotoState = 'none' | 'loading' | 'ready' | 'failed';

/**
 * The photomontage of the current viewpoint: its photograph fetched by publication key and
 * handed to the engine (which decodes it) with its alignment; the choice between the photomontage (the default
 * when there is a photo), the rendered view and the wireline; and the before/after split
 * (0..1 of the picture's width over which the plan is drawn). Without a photo nothing changes.
 * The canvas carries `data-photo` (this state), for tests.
 */
export function usePhotomontage({
  engineRef,
  canvasRef,
  painted,
  publicationKey,
  viewpointId,
  photo,
  wireline,
  onWireline,
  moving,
}: {
  engineRef: RefObject<SceneEngineHost | null>;
  canvasRef: RefObject<HTMLCanvasElement | null>;
  painted: boolean;
  publicationKey: string;
  viewpointId: number | null;
  photo: PublicViewpointPhoto | null;
  wireline: boolean;
  onWireline: (on: boolean) => void;
  /** A flight or a tour: the photo belongs to the viewpoint, so it shows once the camera is there. */
  moving: boolean;
}) {
  const [rendered, setRendered] = useState(false);
  const [split, setSplit] = useState(1);
  const [state, setState] = useState<PhotoState>('none');
  const image = useQuery(getViewerViewpointPhotoQueryOptions(publicationKey, viewpointId, photo));
  const blob = photo ? image.data : undefined;
  const kind = photo?.kind;
  const width = photo?.width;
  const height = photo?.height;

  // The image goes to the engine, which decodes it (in its worker, off the page's main thread).
  useEffect(() => {
    const engine = painted ? engineRef.current : null;
    if (!engine) return;
    if (!kind || !width || !height) {
      engine.setPhoto(null);
      setState('none');
      return;
    }
    if (image.isError) {
      engine.setPhoto(null);
      setState('failed');
      return;
    }
    if (!blob) {
      setState('loading');
      return;
    }
    engine.setPhoto({ blob, kind, width, height });
    setState('ready');
  }, [painted, engineRef, blob, kind, width, height, image.isError]);

  const alignment = photo?.alignment ?? null;
  const alignmentKey = JSON.stringify(alignment);
  useEffect(() => {
    if (painted) engineRef.current?.setPhotoAlignment(JSON.parse(alignmentKey));
  }, [painted, engineRef, alignmentKey]);

  const montage = state === 'ready' && !rendered && !wireline && !moving;
  useEffect(() => {
    if (!painted) return;
    engineRef.current?.setPhotoView(montage ? { mode: 'montage', split } : { mode: 'off' });
  }, [painted, engineRef, montage, split]);

  useEffect(() => {
    const canvas = canvasRef.current;
    if (canvas) canvas.dataset.photo = state;
  }, [canvasRef, state]);

  const choice: PhotoChoice = wireline ? 'wireline' : rendered ? 'rendered' : 'photomontage';
  const choose = (next: PhotoChoice) => {
    onWireline(next === 'wireline');
    if (next !== 'wireline') setRendered(next === 'rendered');
  };
  return { photo: state === 'none' ? null : photo, state, montage, choice, choose, split, setSplit };
}

export type Photomontage = ReturnType<typeof usePhotomontage>;
