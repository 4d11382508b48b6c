import { useLingui } from '@lingui/react';
import { Box, Button, Text } from '@mantine/core';
import type { ViewerProject } from '@vantage/contracts';
import { useState } from 'react';
import type { SceneEngineHost } from '@/lib/scene/engine-host';
import type { Shows } from '@/lib/scene/engine-protocol';
import type { PageFacts } from './report-image';
import type { LightFacts } from './view-facts';

/** Out of the layout and not shown, yet read by screen readers. */
const OUT_OF_LAYOUT = {
  position: 'absolute',
  width: 1,
  height: 1,
  overflow: 'hidden',
  clipPath: 'inset(50%)',
} as const;

type Status =
  | { kind: 'idle' }
  | { kind: 'working' }
  | { kind: 'saved'; file: string; shows: Shows; lines: string[] }
  | { kind: 'failed'; message: string };

/**
 * "Wireline" (the view as lines, as the guidance prints beside each rendered view) and
 * "Download image" (what is on screen, as a PNG with its caption: the facts the guidance asks
 * for on every view): the visible part of the rendered view or the wireline, or the
 * photomontage at its photo's own resolution, without the bars beside it on screen. After a download, a status line names the file and,
 * for screen readers, reads the caption drawn into it.
 */
export function ReportActions({
  wireline,
  onWireline,
  busy,
  engine,
  project,
  viewpoint,
  scenario,
  light,
  terrain = null,
  eyeGround = null,
}: {
  wireline: boolean;
  onWireline: (on: boolean) => void;
  /** Nothing to capture yet, or the view is moving (a flight, a tour): the caption would not hold. */
  busy: boolean;
  engine: () => SceneEngineHost | null;
  project: string;
  viewpoint: ViewerProject['viewpoints'][number] | null;
  scenario: ViewerProject['scenarios'][number] | null;
  /** The viewing time, as "How this view was made" states it. */
  light: LightFacts | null;
  /** The terrain's source in words, as "How this view was made" says it; null: none (flat at sea level). */
  terrain?: string | null;
  /** With terrain: the ground's height above sea level under the eye (the engine's ground status). */
  eyeGround?: number | null;
}) {
  const { i18n } = useLingui();
  const [status, setStatus] = useState<Status>({ kind: 'idle' });
  const facts: PageFacts | null =
    viewpoint && scenario && light
      ? {
          project,
          viewpoint: viewpoint.name,
          scenario: scenario.name,
          viewpointHeading: viewpoint.pan,
          date: light.date,
          fromPlan: light.fromPlan,
          terrain,
          eyeGround,
        }
      : null;

  const download = async () => {
    const host = engine();
    if (!host || !facts) return;
    setStatus({ kind: 'working' });
    try {
      const [view, { reportImage, saveFile }] = await Promise.all([host.capture(), import('./report-image')]);
      const image = await reportImage(i18n, view, facts);
      saveFile(image.png, image.file);
      setStatus({ kind: 'saved', file: image.file, shows: view.shows, lines: image.lines });
    } catch (error) {
      setStatus({ kind: 'failed', message: error instanceof Error ? error.message : String(error) });
    }
  };

  return (
    <>
      <Button
        size="xs"
        variant={wireline ? 'filled' : 'default'}
        aria-pressed={wireline}
        onClick={() => onWireline(!wireline)}
      >
        {i18n._('viewer.wireline')}
      </Button>
      <Button
        size="xs"
        variant="default"
        loading={status.kind === 'working'}
        disabled={busy || !facts}
        onClick={download}
      >
        {i18n._('viewer.download')}
      </Button>
      {/* Present from the start, so that screen readers announce what appears in it; out of the
          layout while empty. */}
      <Box role="status" w="100%" style={status.kind === 'saved' ? undefined : OUT_OF_LAYOUT}>
        {status.kind === 'saved' && (
          <Text size="xs" c="gray.7">
            {i18n._('viewer.download.saved', { file: status.file, shows: status.shows })}{' '}
            <span style={OUT_OF_LAYOUT}>
              {i18n._('viewer.download.caption', { text: status.lines.join(' ') })}
            </span>
          </Text>
        )}
      </Box>
      {status.kind === 'failed' && (
        <Text role="alert" size="xs" c="red.8" w="100%">
          {i18n._('viewer.download.failed', { message: status.message })}
        </Text>
      )}
    </>
  );
}
