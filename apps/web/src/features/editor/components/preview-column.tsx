import { i18n } from '@lingui/core';
import { Box, Center, Loader } from '@mantine/core';
import { lazy, Suspense, useEffect, useRef, useState } from 'react';
import type { Planner } from '../state/use-planner';
import { usePlannerView } from '../state/view-store';

/** The preview with the viewer's engine: its code loads when the pane opens, not with the planner. */
const PreviewPane = lazy(() => import('./preview-pane'));

/** The pane's share of the width between the planner's side panels, and its limits. */
const DEFAULT_SHARE = 0.4;
const MIN_SHARE = 0.2;
const MAX_SHARE = 0.7;
const KEY_STEP = 0.05;
export const PREVIEW_MIN_WIDTH = 320;

const clamp = (share: number) => Math.min(MAX_SHARE, Math.max(MIN_SHARE, share));

/**
 * The 3D preview's place on the right of the map: a handle to resize it (drag, or the arrow keys
 * when it has focus) and the pane, about 40 % of the width beside the map and never narrower
 * than 320 px. The header's "3D preview" button shows and hides it (pages/planner-page.tsx).
 */
export function PreviewColumn({ planner }: { planner: Planner }) {
  const [share, setShare] = useState(DEFAULT_SHARE);
  const section = useRef<HTMLElement>(null);
  const dragging = useRef(false);

  const shareAt = (handle: HTMLElement, x: number) => {
    const left = (handle.previousElementSibling as HTMLElement | null)?.getBoundingClientRect().left ?? 0;
    const right = section.current?.getBoundingClientRect().right ?? window.innerWidth;
    return clamp((right - x) / Math.max(1, right - left));
  };

  return (
    <>
      <Box
        role="separator"
        aria-orientation="vertical"
        aria-label={i18n._('planner.previewColumn.resizeThe3dPreview')}
        aria-valuemin={MIN_SHARE * 100}
        aria-valuemax={MAX_SHARE * 100}
        aria-valuenow={Math.round(share * 100)}
        aria-valuetext={i18n._('planner.previewColumn.thePreviewTakesOf', { value: Math.round(share * 100) })}
        tabIndex={0}
        w={6}
        style={{
          cursor: 'col-resize',
          flex: '0 0 auto',
          touchAction: 'none',
          background: 'var(--mantine-color-gray-3)',
        }}
        onPointerDown={(event) => {
          dragging.current = true;
          event.currentTarget.setPointerCapture(event.pointerId);
        }}
        onPointerMove={(event) => {
          if (dragging.current) setShare(shareAt(event.currentTarget, event.clientX));
        }}
        onPointerUp={() => {
          dragging.current = false;
        }}
        onKeyDown={(event) => {
          const step = { ArrowLeft: KEY_STEP, ArrowRight: -KEY_STEP }[event.key];
          if (step === undefined) return;
          event.preventDefault();
          // The planner's arrow keys move the selection; on the handle they resize the pane.
          event.stopPropagation();
          setShare((current) => clamp(current + step));
        }}
      />
      <Box
        ref={section}
        component="section"
        aria-label={i18n._('planner.previewColumn.3dPreview')}
        style={{
          flex: `${share / (1 - share)} 1 0%`,
          minWidth: PREVIEW_MIN_WIDTH,
          minHeight: 0,
          display: 'flex',
          flexDirection: 'column',
        }}
      >
        <Suspense
          fallback={
            <Center h="100%">
              <Loader role="status" aria-label={i18n._('planner.previewColumn.loadingThe3dPreview')} />
            </Center>
          }
        >
          <PreviewPane planner={planner} />
        </Suspense>
      </Box>
    </>
  );
}

/**
 * While the preview is hidden: "Play in preview" (Tours tab) shows it. A component of its own,
 * so that the tour's progress renders it alone, not the planner around it.
 */
export function OpenPreviewOnTour({ onPlay }: { onPlay: () => void }) {
  const playing = usePlannerView().tour?.playing === true;
  useEffect(() => {
    if (playing) onPlay();
  }, [playing, onPlay]);
  return null;
}
