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
  { tool: 'select', label: 'Select and move', key: 'V', icon: <IconPointer size={18} /> },
  { tool: 'turbine', label: 'Place wind turbines', key: 'T', icon: <IconWindmill size={18} /> },
  { tool: 'solar', label: 'Draw a solar field', key: 'S', icon: <IconSolarPanel size={18} /> },
  { tool: 'powerLine', label: 'Draw a power line', key: 'L', icon: <IconBolt size={18} /> },
  { tool: 'cable', label: 'Draw a cable', key: 'C', icon: <IconLine size={18} /> },
  { tool: 'viewpoint', label: 'Place a viewpoint', key: 'P', icon: <IconBinoculars size={18} /> },
  { tool: 'receptor', label: 'Place receptors', key: 'R', icon: <IconHome size={18} /> },
  { tool: 'siteBoundary', label: 'Draw a site boundary', key: 'B', icon: <IconBorderOuter size={18} /> },
  {
    tool: 'existingTurbine',
    label: 'Place existing turbines',
    key: 'E',
    icon: <IconWindmillOff size={18} />,
  },
  {
    tool: 'structure',
    label: 'Place objects (substation, battery row, building …)',
    key: 'O',
    icon: <IconBuildingFactory2 size={18} />,
  },
  { tool: 'noiseBarrier', label: 'Draw a noise barrier or fence', key: 'N', icon: <IconFence size={18} /> },
  {
    tool: 'sketch',
    label: 'Sketch: labels, arrows, lines and areas',
    key: 'K',
    icon: <IconPencil size={18} />,
  },
  { tool: 'measure', label: 'Measure distances and areas', key: 'M', icon: <IconRuler size={18} /> },
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
export const lockedTool = (detail: string) => `Locked: ${detail}`;

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
    <Group gap="xs" wrap="nowrap" role="toolbar" aria-label="Planner tools">
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
        <Tooltip label={canUndo ? `Undo ${undoLabel} (Ctrl+Z)` : 'Nothing to undo'}>
          <ActionIcon
            size="lg"
            variant="default"
            aria-label={canUndo ? `Undo ${undoLabel}` : 'Undo'}
            disabled={!canUndo || planner.readOnly !== null}
            onClick={() => void planner.undo()}
          >
            <IconArrowBackUp size={18} />
          </ActionIcon>
        </Tooltip>
        <Tooltip label={canRedo ? `Redo ${redoLabel} (Ctrl+Shift+Z)` : 'Nothing to redo'}>
          <ActionIcon
            size="lg"
            variant="default"
            aria-label={canRedo ? `Redo ${redoLabel}` : 'Redo'}
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
        Import
      </Button>
      <Menu position="bottom-end">
        <Menu.Target>
          <Button variant="default" leftSection={<IconDownload size={16} />}>
            Export
          </Button>
        </Menu.Target>
        <Menu.Dropdown>
          <Menu.Item onClick={() => onExport('geojson')}>GeoJSON (visible objects)</Menu.Item>
          <Menu.Item onClick={() => onExport('csv')}>CSV (visible turbines)</Menu.Item>
          <Menu.Item onClick={() => onExport('kml')}>KML (visible objects)</Menu.Item>
          <Menu.Item onClick={() => onExport('gpkg')}>GeoPackage (visible objects)</Menu.Item>
        </Menu.Dropdown>
      </Menu>
    </Group>
  );
}
