import { useLingui } from '@lingui/react';
import { Checkbox, Group, Stack, Text, TextInput } from '@mantine/core';
import type { ReactNode } from 'react';
import type { NamedChoice } from '../publish-draft';

type Props = {
  /** Which items these are, for the labels. */
  kind: 'viewpoint' | 'tour';
  items: NamedChoice[];
  onInclude: (id: number, included: boolean) => void;
  onRename: (id: number, name: string) => void;
  /** Extra line under an item, e.g. where a viewpoint stands. */
  describe?: (item: NamedChoice) => string | undefined;
  /** More under an item, e.g. a viewpoint's photo. */
  extra?: (item: NamedChoice) => ReactNode;
};

/** Viewpoints and tours (spec "/present/{projectId}"): each with an include checkbox and a name. */
export function NamedChoicesList({ kind, items, onInclude, onRename, describe, extra }: Props) {
  const { i18n } = useLingui();
  return (
    <Stack gap="xs">
      {items.map((item) => {
        const detail = describe?.(item);
        return (
          <Group key={item.id} gap="sm" wrap="nowrap" align="flex-start" data-testid={`${kind}-choice`}>
            <Checkbox
              mt={8}
              checked={item.included}
              onChange={(event) => onInclude(item.id, event.currentTarget.checked)}
              aria-label={i18n._('dash.choices.include', { kind, name: item.sourceName })}
            />
            <Stack gap={2} style={{ flex: 1, minWidth: 0 }}>
              <TextInput
                value={item.name}
                onChange={(event) => onRename(item.id, event.currentTarget.value)}
                aria-label={i18n._('dash.choices.nameOf', { kind, name: item.sourceName })}
                disabled={!item.included}
              />
              {(detail || item.name !== item.sourceName) && (
                <Text size="xs" c="dimmed">
                  {[
                    item.name !== item.sourceName
                      ? i18n._('dash.choices.was', { name: item.sourceName })
                      : undefined,
                    detail,
                  ]
                    .filter(Boolean)
                    .join(' · ')}
                </Text>
              )}
              {extra?.(item)}
            </Stack>
          </Group>
        );
      })}
    </Stack>
  );
}
