import { i18n } from '@lingui/core';
import { Alert, Button, Group, Stack, Table, Text } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { DeferredModal } from '@/components/deferred-modal';
import { errorMessage } from '@/lib/api-error';
import { getViewpointsQueryOptions } from '../api/get-viewpoints';
import { changeMarkOf, type MarkedKind, useChangeMarks } from '../state/change-marks';
import { conflictRows } from '../state/conflict-fields';
import { type Conflict, settleConflict, useConflicts } from '../state/conflicts';
import type { Planner } from '../state/use-planner';

/**
 * An edit the server refused because someone else changed the item first (412), one at a time:
 * the fields both changed, theirs beside this planner's, and the choice. Nothing is overwritten
 * until the user chooses "Apply yours".
 *
 * Escape and closing the dialog keep theirs: their version is what the server already holds,
 * so leaving without a choice must write nothing. For the same reason "Keep theirs" has the
 * focus when the dialog opens; Mantine traps the focus inside and returns it where it was.
 */
export function ConflictDialog({ planner }: { planner: Planner }) {
  const conflicts = useConflicts();
  const pending = conflicts[0];
  // The last one stays drawn while the dialog closes, so that it does not go blank as it fades.
  const [last, setLast] = useState<Conflict | undefined>(pending);
  if (pending && pending !== last) setLast(pending);
  const conflict = pending ?? last;
  const viewpoints = useQuery(getViewpointsQueryOptions(planner.projectId));
  const marks = useChangeMarks();
  const [busy, setBusy] = useState<'theirs' | 'yours' | null>(null);
  const [failed, setFailed] = useState<{ conflict: Conflict; message: string } | null>(null);

  async function choose(choice: 'theirs' | 'yours') {
    if (!pending || busy) return;
    const conflict = pending;
    setBusy(choice);
    setFailed(null);
    try {
      if (choice === 'yours') {
        const version = conflict.theirs.version;
        await conflict.applyYours(typeof version === 'number' ? version : 0);
      } else await conflict.keepTheirs();
      settleConflict(conflict);
    } catch (error) {
      setFailed({ conflict, message: errorMessage(error) });
    } finally {
      setBusy(null);
    }
  }

  const rows = conflict
    ? conflictRows(conflict, {
        scenarios: planner.scenarioList,
        presets: planner.presetList,
        viewpoints: viewpoints.data?.items,
        objects: planner.objectList,
      })
    : [];
  const id = conflict?.theirs.id;
  const author =
    conflict && (conflict.kind === 'plannerObject' || conflict.kind === 'viewpoint') && typeof id === 'number'
      ? changeMarkOf(marks, conflict.kind as MarkedKind, id)
      : undefined;
  const error = failed && failed.conflict === conflict ? failed.message : null;

  return (
    <DeferredModal
      opened={pending !== undefined}
      onClose={() => void choose('theirs')}
      title={conflict ? i18n._('planner.conflictDialog.wasChangedBySomeone', { name: conflict.name }) : ''}
      size="lg"
      centered
      closeButtonProps={{ 'aria-label': i18n._('planner.conflictDialog.closeKeepsTheirs') }}
    >
      {conflict ? (
        <Stack gap="md">
          <Text size="sm">
            {author
              ? i18n._('planner.conflictDialog.changedThis', { author, kind: conflict.kind })
              : i18n._('planner.conflictDialog.someoneChangedThis', { kind: conflict.kind })}
          </Text>
          {conflicts.length > 1 ? (
            <Text size="sm" c="dimmed">
              {i18n._('planner.conflictDialog.moreRefused', { count: conflicts.length - 1 })}
            </Text>
          ) : null}
          {rows.length > 0 ? (
            <Table withTableBorder verticalSpacing={6} fz="sm" captionSide="top">
              <Table.Caption>{i18n._('planner.conflictDialog.theFieldsYouChanged')}</Table.Caption>
              <Table.Thead>
                <Table.Tr>
                  <Table.Th scope="col">{i18n._('planner.conflictDialog.field')}</Table.Th>
                  <Table.Th scope="col">{i18n._('planner.conflictDialog.theirs')}</Table.Th>
                  <Table.Th scope="col">{i18n._('planner.conflictDialog.yours')}</Table.Th>
                </Table.Tr>
              </Table.Thead>
              <Table.Tbody>
                {rows.map((row) => (
                  <Table.Tr key={row.field}>
                    <Table.Th scope="row" fw={600}>
                      {row.label}
                    </Table.Th>
                    <Table.Td>{row.theirs}</Table.Td>
                    <Table.Td>{row.yours}</Table.Td>
                  </Table.Tr>
                ))}
              </Table.Tbody>
            </Table>
          ) : (
            <Text size="sm">{i18n._('planner.conflictDialog.theyChangedOtherFields')}</Text>
          )}
          {error ? (
            <Alert color="red" title={i18n._('planner.conflictDialog.yourVersionWasNot')}>
              {error}
            </Alert>
          ) : null}
          <Group justify="flex-end" gap="sm">
            <Button
              variant="default"
              onClick={() => void choose('theirs')}
              loading={busy === 'theirs'}
              disabled={busy !== null}
              data-autofocus
            >
              {i18n._('planner.conflictDialog.keepTheirs')}
            </Button>
            <Button onClick={() => void choose('yours')} loading={busy === 'yours'} disabled={busy !== null}>
              {i18n._('planner.conflictDialog.applyYours')}
            </Button>
          </Group>
        </Stack>
      ) : null}
    </DeferredModal>
  );
}
