import { i18n } from '@lingui/core';
import { Stack, Text, Title, UnstyledButton } from '@mantine/core';
import { useMemo } from 'react';
import { roleOf } from '@/lib/plan/kinds/registry';
import { setbackTurbines, siteBoundaries, turbinesOutsideBoundary } from '../model/site-studies';
import type { Planner } from '../state/use-planner';

/**
 * The turbines shown that stand outside every part of the site boundary (flagged on the map
 * too); nothing while the project has no boundary.
 */
export function SiteBoundaryFlags({ planner }: { planner: Planner }) {
  const outside = useMemo(
    () =>
      turbinesOutsideBoundary(
        setbackTurbines(planner.visibleObjects, planner.presetList),
        siteBoundaries(planner.objectList),
      ),
    [planner.visibleObjects, planner.objectList, planner.presetList],
  );
  if (!planner.objectList.some((object) => roleOf(object) === 'boundary')) return null;
  return (
    <section aria-labelledby="planner-site-boundary-title">
      <Title order={2} size="h5" id="planner-site-boundary-title">
        {i18n._('planner.siteBoundaryFlags.siteBoundary')}
      </Title>
      {outside.length === 0 ? (
        <Text size="sm" mt={4}>
          {i18n._('planner.siteBoundaryFlags.everyTurbineStandsInside')}
        </Text>
      ) : (
        <Stack gap={2} mt={4}>
          <Text size="sm" c="red.8" fw={600}>
            {i18n._('planner.siteBoundaryFlags.outside', { count: outside.length })}
          </Text>
          <ul
            aria-label={i18n._('planner.siteBoundaryFlags.turbinesOutsideTheSite')}
            style={{ margin: 0, paddingLeft: 18 }}
          >
            {outside.map((turbine) => (
              <li key={turbine.id}>
                <UnstyledButton
                  onClick={() => planner.setSelection(new Set([turbine.id]))}
                  style={{ textDecoration: 'underline' }}
                >
                  {turbine.name}
                </UnstyledButton>
              </li>
            ))}
          </ul>
        </Stack>
      )}
    </section>
  );
}
