import { useLingui } from '@lingui/react';
import { Button, Stack, TextInput } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { IconPlus } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { DEFAULT_EPSG_CODE } from '@vantage/contracts';
import { type FormEvent, useState } from 'react';
import { BlockableButton } from '@/components/blockable-button';
import { CoordinateSystemSelect } from '@/components/coordinate-system-select/coordinate-system-select';
import { DeferredModal } from '@/components/deferred-modal';
import { errorMessage } from '@/lib/api-error';
import { getCoordinateSystemsQueryOptions } from '@/lib/coordinate-systems/api/get-coordinate-systems';
import { notifyError, notifySuccess } from '@/lib/notify';
import { useCurrentAccount } from '@/lib/session/session-context';
import { mayReadSubscriptionStatus } from '@/lib/session/session-roles';
import { useSubscriptionDetails } from '@/lib/subscription/api/get-subscription-details';
import { useCreateProject } from '../api/create-project';
import { messages, TOAST_MS } from '../messages';
import { addProjectBlock } from '../project-permissions';

/**
 * "Add new project" (spec "/dash/projects", sections 6 and 8): blocked, with the spec's
 * tooltip, for roles that cannot create, when expired, or at the project limit; otherwise a
 * dialog asks for the name (non-empty) and the project's coordinate system (the request's
 * defaultCoordinateSystemEpsgCode; WGS 84 unless another is chosen).
 */
export function AddProjectButton() {
  const { may, roles, isExpired } = useCurrentAccount();
  const mayCreate = may('project.create');
  // Spec section 6: subscription details are fetched only for Owner or TeamMember; for an
  // Administrator the server's 409 ProjectLimitReached tells instead.
  const details = useSubscriptionDetails({ enabled: mayCreate && mayReadSubscriptionStatus(roles) });
  const blocked = addProjectBlock({ mayCreate, isExpired, details: details.data });
  const [opened, { open, close }] = useDisclosure(false);
  const { i18n } = useLingui();

  return (
    <>
      <BlockableButton
        leftSection={<IconPlus size={16} aria-hidden />}
        blockedReason={blocked}
        onClick={open}
      >
        {i18n._('dash.projects.add')}
      </BlockableButton>
      <DeferredModal opened={opened} onClose={close} title={i18n._('dash.projects.add')} centered>
        {opened && <CreateProjectForm onDone={close} />}
      </DeferredModal>
    </>
  );
}

function CreateProjectForm({ onDone }: { onDone: () => void }) {
  const create = useCreateProject();
  const { i18n } = useLingui();
  const [name, setName] = useState('');
  const [touched, setTouched] = useState(false);
  const systems = useQuery(getCoordinateSystemsQueryOptions());
  const [epsgCode, setEpsgCode] = useState(DEFAULT_EPSG_CODE);
  const trimmed = name.trim();

  const submit = (event: FormEvent) => {
    event.preventDefault();
    setTouched(true);
    if (!trimmed) return;
    create.mutate(
      { name: trimmed, defaultCoordinateSystemEpsgCode: epsgCode },
      {
        onSuccess: () => {
          notifySuccess({ title: messages.created(trimmed), autoClose: TOAST_MS.success });
          onDone();
        },
        onError: (error) =>
          notifyError({ title: messages.createError(errorMessage(error)), autoClose: TOAST_MS.error }),
      },
    );
  };

  return (
    <form onSubmit={submit} noValidate>
      <Stack>
        <TextInput
          label={i18n._('dash.projects.name')}
          required
          data-autofocus
          value={name}
          maxLength={200}
          onChange={(event) => setName(event.currentTarget.value)}
          onBlur={() => setTouched(true)}
          error={touched && !trimmed ? i18n._('dash.projects.nameRequired') : undefined}
        />
        <CoordinateSystemSelect
          label={i18n._('dash.projects.coordinateSystem')}
          description={i18n._('dash.projects.coordinateSystemHint')}
          systems={systems.data?.items ?? []}
          value={epsgCode}
          onChange={setEpsgCode}
          disabled={!systems.data}
          placeholder={systems.isPending ? i18n._('dash.projects.coordinateSystemsLoading') : undefined}
          error={
            systems.isError
              ? i18n._('dash.projects.coordinateSystemsError', { error: errorMessage(systems.error) })
              : undefined
          }
        />
        <Button type="submit" loading={create.isPending} disabled={!trimmed}>
          {i18n._('dash.projects.create')}
        </Button>
      </Stack>
    </form>
  );
}
