import { i18n } from '@lingui/core';
import { ActionIcon, Button, Group, Menu, Tooltip } from '@mantine/core';
import {
  IconArrowBackUp,
  IconArrowForwardUp,
  IconBinoculars,
  IconBolt,
  IconBorderOuter,
  IconBuildingFactory2,
  IconDownload,
  IconFence,
  IconFileImport,
  IconHome,
  IconLine,
  IconLock,
  IconPencil,
  IconPointer,
  IconRuler,
  IconSolarPanel,
  IconWindmill,
  IconWindmillOff,
} from '@tabler/icons-react';
import type { PlannerObjectKindKey } from '@vantage/contracts';
import type { ReactNode } from 'react';
import type { PointStructureKey } from '@/lib/plan/structures';
import type { ExportFormat } from '../model/export-gis';
import { kindOfTool, type Planner, type Tool } from '../state/use-planner';

/** The tools and their keys. V is Select, so a viewpoint is P, a point of view. */
const TOOLS: { tool: Tool; label: string; key: string; icon: ReactNode }[] = [
  {
    tool: 'select',
    get label() {
      return i18n._('planner.toolbar.selectAndMove');
    },
    key: 'V',
    icon: <IconPointer size={18} />,
  },
  {
    tool: 'turbine',
    get label() {
      return i18n._('planner.toolbar.placeWindTurbines');
    },
    key: 'T',
    icon: <IconWindmill size={18} />,
  },
  {
    tool: 'solar',
    get label() {
      return i18n._('planner.toolbar.drawASolarField');
    },
    key: 'S',
    icon: <IconSolarPanel size={18} />,
  },
  {
    tool: 'powerLine',
    get label() {
      return i18n._('planner.toolbar.drawAPowerLine');
    },
    key: 'L',
    icon: <IconBolt size={18} />,
  },
  {
    tool: 'cable',
    get label() {
      return i18n._('planner.toolbar.drawACable');
    },
    key: 'C',
    icon: <IconLine size={18} />,
  },
  {
    tool: 'viewpoint',
    get label() {
      return i18n._('planner.toolbar.placeAViewpoint');
    },
    key: 'P',
    icon: <IconBinoculars size={18} />,
  },
  {
    tool: 'receptor',
    get label() {
      return i18n._('planner.toolbar.placeReceptors');
    },
    key: 'R',
    icon: <IconHome size={18} />,
  },
  {
    tool: 'siteBoundary',
    get label() {
      return i18n._('planner.toolbar.drawASiteBoundary');
    },
    key: 'B',
    icon: <IconBorderOuter size={18} />,
  },
  {
    tool: 'existingTurbine',
    get label() {
      return i18n._('planner.toolbar.placeExistingTurbines');
    },
    key: 'E',
    icon: <IconWindmillOff size={18} />,
  },
  {
    tool: 'structure',
    get label() {
      return i18n._('planner.toolbar.placeObjectsSubstationBattery');
    },
    key: 'O',
    icon: <IconBuildingFactory2 size={18} />,
  },
  {
    tool: 'noiseBarrier',
    get label() {
      return i18n._('planner.toolbar.drawANoiseBarrier');
    },
    key: 'N',
    icon: <IconFence size={18} />,
  },
  {
    tool: 'sketch',
    get label() {
      return i18n._('planner.toolbar.sketchLabelsArrowsLines');
    },
    key: 'K',
    icon: <IconPencil size={18} />,
  },
  {
    tool: 'measure',
    get label() {
      return i18n._('planner.toolbar.measureDistancesAndAreas');
    },
    key: 'M',
    icon: <IconRuler size={18} />,
  },
];

/**
 * The tools that add planner objects, each of its kind: they count against the subscription's
 * limit and need the kind's module; viewpoints do neither.
 */
const MAKES_OBJECTS: ReadonlySet<Tool> = new Set<Tool>([
  'turbine',
  'solar',
  'powerLine',
  'cable',
  'receptor',
  'siteBoundary',
  'existingTurbine',
  'structure',
  'noiseBarrier',
]);

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
  if (tool === 'sketch') return planner.sketchLock ? lockedTool(planner.sketchLock) : null;
  const kind = MAKES_OBJECTS.has(tool) ? kindOfTool(tool, planner.structureKind ?? 'substation') : null;
  if (!kind) return null;
  const detail = planner.kindLock(kind);
  return detail ? lockedTool(detail) : null;
}

export const TOOL_KEYS: Record<string, Tool> = Object.fromEntries(
  TOOLS.map(({ key, tool }) => [key.toLowerCase(), tool]),
);

/**
 * Why a tool is off, in words; null when it may be used. Selecting and measuring are always
 * possible; a read-only plan comes first, then the kind's module, then the limit.
 */
export function toolRefusal(tool: Tool, planner: ToolState): string | null {
  if (tool === 'select' || tool === 'measure') return null;
  if (planner.readOnly) return planner.readOnly;
  return moduleRefusal(tool, planner) ?? (MAKES_OBJECTS.has(tool) ? planner.limitMessage : null);
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
        {TOOLS.map(({ tool, label, key, icon }) => {
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
                {icon}
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
