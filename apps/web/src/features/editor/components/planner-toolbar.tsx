import { i18n } from '@lingui/core';
import { ActionIcon, Button, Group, Menu, Tooltip } from '@mantine/core';
import {
  IconArrowBackUp,
  IconArrowForwardUp,
  IconDownload,
  IconFileImport,
  IconLock,
} from '@tabler/icons-react';
import type { PlannerObjectKindKey } from '@vantage/contracts';
import type { PointStructureKey } from '@/lib/plan/structures';
import type { ExportFormat } from '../model/export-gis';
import type { Planner } from '../state/use-planner';
import { TOOL_MODES, type Tool, toolMode } from '../tools/tools';

/** The words of a tool whose kind's module is locked, as the License page and the Terrain tab say it. */
export const lockedTool = (detail: string) => i18n._('planner.toolbar.locked', { detail });

type ToolState = {
  readOnly: string | null;
  limitMessage: string | null;
  kindLock: (kind: PlannerObjectKindKey) => string | null;
  structureKind?: PointStructureKey;
  /** Why the sketch tool is locked (SketchLayer not Enabled), or null. */
  sketchLock?: string | null;
};

/** Why a tool's kind is locked by its module, in the tool's words; null when it is not. */
function moduleRefusal(tool: Tool, planner: ToolState): string | null {
  const { gate, makes } = toolMode(tool);
  if (gate === 'sketch') return planner.sketchLock ? lockedTool(planner.sketchLock) : null;
  const kind = gate === 'kind' ? makes(planner.structureKind ?? 'substation') : null;
  if (!kind) return null;
  const detail = planner.kindLock(kind);
  return detail ? lockedTool(detail) : null;
}

/**
 * Why a tool is off, in words; null when it may be used. Selecting and measuring are always
 * possible; a read-only plan comes first, then the kind's module, then the limit.
 */
export function toolRefusal(tool: Tool, planner: ToolState): string | null {
  const { gate } = toolMode(tool);
  if (gate === 'none') return null;
  if (planner.readOnly) return planner.readOnly;
  return moduleRefusal(tool, planner) ?? (gate === 'kind' ? planner.limitMessage : null);
}

type Props = {
  planner: Planner;
  onImport: () => void;
  onExport: (format: ExportFormat) => void;
};

/** The tools, undo and redo, import and export. Tools are off while the plan cannot change. */
export function PlannerToolbar({ planner, onImport, onExport }: Props) {
  const locked = planner.readOnly ?? planner.limitMessage;
  const { canUndo, canRedo, undoLabel, redoLabel } = planner.history;
  return (
    <Group gap="xs" wrap="nowrap" role="toolbar" aria-label={i18n._('planner.toolbar.plannerTools')}>
      <Group gap={4} wrap="nowrap">
        {TOOL_MODES.map(({ id: tool, labelId, key, icon: ToolIcon }) => {
          const label = i18n._(labelId);
          const refusal = toolRefusal(tool, planner);
          const disabled = refusal !== null;
          const locked = moduleRefusal(tool, planner) !== null;
          return (
            <Tooltip key={tool} label={refusal ?? `${label} (${key})`} multiline maw={260}>
              <ActionIcon
                size="lg"
                variant={planner.tool === tool ? 'filled' : 'default'}
                aria-label={label}
                aria-pressed={planner.tool === tool}
                aria-description={refusal ?? undefined}
                data-disabled={disabled || undefined}
                data-locked={locked || undefined}
                pos="relative"
                onClick={(event) => {
                  if (disabled) event.preventDefault();
                  else planner.setTool(tool);
                }}
              >
                <ToolIcon size={18} />
                {locked ? (
                  <IconLock
                    size={11}
                    aria-hidden
                    style={{ position: 'absolute', right: 1, bottom: 1 }}
                    data-testid="tool-lock"
                  />
                ) : null}
              </ActionIcon>
            </Tooltip>
          );
        })}
      </Group>
      <Group gap={4} wrap="nowrap">
        <Tooltip
          label={
            canUndo
              ? i18n._('planner.toolbar.undoCtrlZ', { undoLabel })
              : i18n._('planner.toolbar.nothingToUndo')
          }
        >
          <ActionIcon
            size="lg"
            variant="default"
            aria-label={
              canUndo ? i18n._('planner.toolbar.undoStep', { undoLabel }) : i18n._('planner.toolbar.undo')
            }
            disabled={!canUndo || planner.readOnly !== null}
            onClick={() => void planner.undo()}
          >
            <IconArrowBackUp size={18} />
          </ActionIcon>
        </Tooltip>
        <Tooltip
          label={
            canRedo
              ? i18n._('planner.toolbar.redoCtrlShiftZ', { redoLabel })
              : i18n._('planner.toolbar.nothingToRedo')
          }
        >
          <ActionIcon
            size="lg"
            variant="default"
            aria-label={
              canRedo ? i18n._('planner.toolbar.redoStep', { redoLabel }) : i18n._('planner.toolbar.redo')
            }
            disabled={!canRedo || planner.readOnly !== null}
            onClick={() => void planner.redo()}
          >
            <IconArrowForwardUp size={18} />
          </ActionIcon>
        </Tooltip>
      </Group>
      <Button
        variant="default"
        leftSection={<IconFileImport size={16} />}
        onClick={onImport}
        disabled={locked !== null}
        title={locked ?? undefined}
      >
        {i18n._('planner.toolbar.import')}
      </Button>
      <Menu position="bottom-end">
        <Menu.Target>
          <Button variant="default" leftSection={<IconDownload size={16} />}>
            {i18n._('planner.toolbar.export')}
          </Button>
        </Menu.Target>
        <Menu.Dropdown>
          <Menu.Item onClick={() => onExport('geojson')}>
            {i18n._('planner.toolbar.geojsonVisibleObjects')}
          </Menu.Item>
          <Menu.Item onClick={() => onExport('csv')}>
            {i18n._('planner.toolbar.csvVisibleTurbines')}
          </Menu.Item>
          <Menu.Item onClick={() => onExport('kml')}>{i18n._('planner.toolbar.kmlVisibleObjects')}</Menu.Item>
          <Menu.Item onClick={() => onExport('gpkg')}>
            {i18n._('planner.toolbar.geopackageVisibleObjects')}
          </Menu.Item>
        </Menu.Dropdown>
      </Menu>
    </Group>
  );
}
