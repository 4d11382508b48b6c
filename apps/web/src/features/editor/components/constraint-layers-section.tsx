import { i18n } from '@lingui/core';
import { Button, Checkbox, Group, Stack, Text, Title } from '@mantine/core';
import { useQueryClient } from '@tanstack/react-query';
import { constraintLayerCalls, useConstraintLayerList } from '../api/constraint-layer-calls';
import { toggleConstraintLayer, useConstraintLayerView } from '../state/constraint-layer-view';
import type { Planner } from '../state/use-planner';

/**
 * The project's constraint layers in the Objects tab: each shown or hidden on the map by its
 * check box (named and in its colour), and deleted by those who may change the project's content.
 * They come from the import (a shapefile or GeoPackage imported as a constraint layer).
 */
export function ConstraintLayersSection({ planner }: { planner: Planner }) {
  const list = useConstraintLayerList(planner.projectId).data?.items ?? [];
  const { hidden } = useConstraintLayerView();
  const queryClient = useQueryClient();
  const locked = planner.readOnly !== null;
  return (
    <section aria-labelledby="planner-constraint-layers-title">
      <Title order={2} size="h5" id="planner-constraint-layers-title">
        {i18n._('planner.constraintLayersSection.constraintLayers')}
      </Title>
      {list.length === 0 ? (
        <Text size="sm" mt={4}>
          {i18n._('planner.constraintLayersSection.noneYetImportA')}
        </Text>
      ) : (
        <Stack
          gap={4}
          mt={4}
          component="ul"
          style={{ listStyle: 'none', margin: 0, padding: 0 }}
          aria-label={i18n._('planner.constraintLayersSection.constraintLayers')}
        >
          {list.map((layer) => (
            <Group key={layer.id} component="li" justify="space-between" wrap="nowrap" gap="xs">
              <Checkbox
                color={layer.colour}
                checked={!hidden.has(layer.id)}
                onChange={(event) => toggleConstraintLayer(layer.id, event.currentTarget.checked)}
                label={i18n._('planner.constraintLayersSection.layer', {
                  name: layer.name,
                  count: layer.featureCount,
                })}
                aria-label={i18n._('planner.constraintLayersSection.showOnTheMap', { name: layer.name })}
              />
              {locked ? null : (
                <Button
                  size="compact-xs"
                  variant="subtle"
                  color="red"
                  aria-label={i18n._('planner.constraintLayersSection.deleteTheConstraintLayer', {
                    name: layer.name,
                  })}
                  onClick={() =>
                    void planner.run(i18n._('planner.constraintLayersSection.theLayerWasNot'), () =>
                      constraintLayerCalls(planner.projectId, queryClient).remove(layer.id),
                    )
                  }
                >
                  {i18n._('planner.constraintLayersSection.delete')}
                </Button>
              )}
            </Group>
          ))}
        </Stack>
      )}
    </section>
  );
}
