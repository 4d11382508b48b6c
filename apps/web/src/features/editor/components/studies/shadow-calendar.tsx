import { i18n } from '@lingui/core';
import { Box, Button, Group, Text } from '@mantine/core';
import type { ShadowPeriod } from '@vantage/contracts/studies/shadow-flicker';
import { useEffect, useRef } from 'react';
import { download } from '@/lib/analysis/download';
import { turbineColor } from '@/lib/shadow/shadow-classes';

const DAYS = 366;
/** Pixels per day across and per 6 minutes up: 732 × 240 for a year of 24 h. */
const DAY_WIDTH = 2;
const HEIGHT = 240;
const LEFT = 34;
const BOTTOM = 18;

/**
 * The calendar windPRO users know: the day of the year across, the time of day up, each shadow
 * minute in its turbine's colour. Drawn on a canvas, which also gives the PNG.
 */
export function ShadowCalendar({
  receptorName,
  periods,
  turbineNames,
  fileBase,
}: {
  receptorName: string;
  periods: readonly ShadowPeriod[];
  turbineNames: readonly string[];
  fileBase: string;
}) {
  const canvas = useRef<HTMLCanvasElement>(null);
  useEffect(() => {
    const context = canvas.current?.getContext('2d');
    if (!context) return;
    const width = LEFT + DAYS * DAY_WIDTH;
    context.fillStyle = '#ffffff';
    context.fillRect(0, 0, width, HEIGHT + BOTTOM);
    context.strokeStyle = '#d0d0d0';
    context.fillStyle = '#333333';
    context.font = '10px sans-serif';
    for (let hour = 0; hour <= 24; hour += 3) {
      const y = HEIGHT - (hour * HEIGHT) / 24;
      context.beginPath();
      context.moveTo(LEFT, y);
      context.lineTo(width, y);
      context.stroke();
      context.fillText(`${String(hour).padStart(2, '0')}:00`, 0, Math.max(10, y + 3));
    }
    ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'].forEach(
      (month, m) => {
        const day = Math.round((m * 365) / 12);
        context.fillText(month, LEFT + day * DAY_WIDTH, HEIGHT + 13);
      },
    );
    for (const period of periods) {
      context.fillStyle = turbineColor(period.turbine);
      const top = HEIGHT - (period.end * HEIGHT) / 1440;
      const height = Math.max(1, ((period.end - period.start) * HEIGHT) / 1440);
      context.fillRect(LEFT + period.day * DAY_WIDTH, top, DAY_WIDTH, height);
    }
  }, [periods]);

  const shading = [...new Set(periods.map((period) => period.turbine))].sort((a, b) => a - b);

  function savePng() {
    canvas.current?.toBlob((blob) => {
      if (blob)
        download(
          `${fileBase}-shadow-calendar-${receptorName.replace(/[^\p{L}\p{N}]+/gu, '-')}.png`,
          'image/png',
          blob,
        );
    }, 'image/png');
  }

  return (
    <Box>
      <Box
        tabIndex={0}
        role="region"
        aria-label={i18n._('planner.shadowCalendar.shadowCalendarScrollable')}
        style={{ overflowX: 'auto' }}
      >
        <canvas
          ref={canvas}
          width={LEFT + DAYS * DAY_WIDTH}
          height={HEIGHT + BOTTOM}
          role="img"
          aria-label={i18n._('planner.shadowCalendar.shadowCalendarOfDay', {
            receptorName,
            length: periods.length,
          })}
          data-periods={periods.length}
        />
      </Box>
      <Group gap="xs" mt={4}>
        {shading.map((turbine) => (
          <Group key={turbine} gap={4}>
            <Box aria-hidden w={12} h={12} style={{ background: turbineColor(turbine), borderRadius: 2 }} />
            <Text size="xs">{turbineNames[turbine]}</Text>
          </Group>
        ))}
      </Group>
      <Button variant="light" size="xs" mt={4} onClick={savePng}>
        {i18n._('planner.shadowCalendar.downloadCalendarPng')}
      </Button>
    </Box>
  );
}
