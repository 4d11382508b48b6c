import { i18n } from '@lingui/core';
import { Button, Group, Stack } from '@mantine/core';
import type { CoordinateSystem, PlannerPoint } from '@vantage/contracts';
import { useEffect, useMemo, useState } from 'react';
import { CoordinateSystemSelect } from '@/components/coordinate-system-select/coordinate-system-select';
import { NumberField, type NumberFieldValue } from '@/components/number-field/number-field';
import { fromWgs84, toWgs84 } from '../model/coordinates';
import type { Planner } from '../state/use-planner';

type Props = {
  planner: Planner;
  point?: PlannerPoint;
  submitLabel: string;
  disabled?: boolean;
  onSubmit: (point: PlannerPoint) => void;
};

/** The systems offered for typing a position: the project's own first, then WGS84, then the rest. */
export function orderedSystems(planner: Planner): CoordinateSystem[] {
  const all = planner.systems.data?.items ?? [];
  const own = planner.project.data?.defaultCoordinateSystem?.epsgCode;
  const rank = (system: CoordinateSystem) => (system.epsgCode === own ? 0 : system.epsgCode === 4326 ? 1 : 2);
  return [...all].sort((a, b) => rank(a) - rank(b));
}

/**
 * Exact entry of a position, in any of the coordinate systems (easting/northing, or latitude
 * and longitude): for precision, and for placing and moving objects without a mouse.
 */
export function CoordinateFields({ planner, point, submitLabel, disabled, onSubmit }: Props) {
  const systems = useMemo(() => orderedSystems(planner), [planner]);
  const [epsg, setEpsg] = useState<string | null>(null);
  const system = systems.find((item) => String(item.epsgCode) === epsg) ?? systems[0];
  const [x, setX] = useState<NumberFieldValue>('');
  const [y, setY] = useState<NumberFieldValue>('');
  const [problem, setProblem] = useState<string | null>(null);

  useEffect(() => {
    if (!point || !system) return;
    try {
      const projected = fromWgs84(system, point);
      setX(Number(projected.x.toFixed(system.decimals)));
      setY(Number(projected.y.toFixed(system.decimals)));
    } catch {
      setX('');
      setY('');
    }
  }, [point, system]);

  if (!system) return null;
  const geographic = system.epsgCode === 4326;
  return (
    <form
      aria-label={submitLabel}
      onSubmit={(event) => {
        event.preventDefault();
        if (x === '' || y === '') {
          setProblem(i18n._('planner.coordinateFields.enterBothCoordinates'));
          return;
        }
        try {
          onSubmit(toWgs84(system, x, y));
          setProblem(null);
        } catch (error) {
          setProblem(
            error instanceof Error
              ? error.message
              : i18n._('planner.coordinateFields.theseCoordinatesCannotBe'),
          );
        }
      }}
    >
      <Stack gap="xs">
        <CoordinateSystemSelect
          label={i18n._('planner.coordinateFields.coordinateSystem')}
          systems={systems}
          value={system.epsgCode}
          disabled={disabled}
          onChange={(code) => setEpsg(String(code))}
        />
        <Group grow gap="xs" align="flex-start">
          <NumberField
            label={
              geographic
                ? i18n._('planner.coordinateFields.longitude')
                : i18n._('planner.coordinateFields.m', { xCoordinateName: system.xCoordinateName })
            }
            value={x}
            decimalScale={geographic ? 7 : system.decimals}
            disabled={disabled}
            onChange={setX}
          />
          <NumberField
            label={
              geographic
                ? i18n._('planner.coordinateFields.latitude')
                : i18n._('planner.coordinateFields.m2', { yCoordinateName: system.yCoordinateName })
            }
            value={y}
            decimalScale={geographic ? 7 : system.decimals}
            disabled={disabled}
            onChange={setY}
          />
        </Group>
        {problem ? (
          <div role="alert" style={{ color: 'var(--mantine-color-red-8)', fontSize: 14 }}>
            {problem}
          </div>
        ) : null}
        {disabled ? null : (
          <Group>
            <Button type="submit" variant="light">
              {submitLabel}
            </Button>
          </Group>
        )}
      </Stack>
    </form>
  );
}
