import { useHotkeys } from '@mantine/hooks';
import { toolRefusal } from '../components/planner-toolbar';
import { TOOL_KEYS } from '../tools/tools';
import type { Planner } from './use-planner';
import type { PlannerActions } from './use-planner-actions';

/** Arrow keys move the selection by this much; with Shift ten times as far. */
const NUDGE_METRES = 1;

/**
 * The planner's keyboard: undo and redo, delete, copy and paste, select all, Escape (back to
 * selecting, nothing selected; `onEscape` too), the tools' keys, and the arrow keys nudging the
 * selection. What changes the plan only when it is `editable`; pasting only when `locked`.
 */
export function usePlannerHotkeys(
  planner: Planner,
  actions: PlannerActions,
  {
    readOnly,
    editable,
    locked,
    onEscape,
  }: { readOnly: string | null; editable: boolean; locked: boolean; onEscape: () => void },
) {
  useHotkeys([
    ['mod+z', () => editable && void planner.undo()],
    ['mod+shift+z', () => editable && void planner.redo()],
    ['mod+y', () => editable && void planner.redo()],
    ['Delete', () => editable && actions.deleteSelection()],
    ['Backspace', () => editable && actions.deleteSelection()],
    ['mod+c', () => actions.copySelection()],
    ['mod+v', () => locked && void actions.paste()],
    ['mod+a', () => actions.selectAll()],
    [
      'Escape',
      () => {
        onEscape();
        planner.setTool('select');
        planner.setSelection(new Set());
      },
    ],
    ...Object.entries(TOOL_KEYS).map(
      ([key, tool]) =>
        [
          key,
          () =>
            toolRefusal(tool, {
              readOnly,
              limitMessage: planner.limitMessage,
              kindLock: planner.kindLock,
              structureKind: planner.structureKind,
              sketchLock: planner.sketchLock,
            }) === null && planner.setTool(tool),
        ] as [string, () => void],
    ),
    ...(
      [
        ['ArrowLeft', -1, 0],
        ['ArrowRight', 1, 0],
        ['ArrowUp', 0, 1],
        ['ArrowDown', 0, -1],
      ] as const
    ).flatMap(([key, dx, dy]) => [
      [key, () => editable && actions.moveSelection(dx * NUDGE_METRES, dy * NUDGE_METRES)] as [
        string,
        () => void,
      ],
      [
        `shift+${key}`,
        () => editable && actions.moveSelection(dx * NUDGE_METRES * 10, dy * NUDGE_METRES * 10),
      ] as [string, () => void],
    ]),
  ]);
}
