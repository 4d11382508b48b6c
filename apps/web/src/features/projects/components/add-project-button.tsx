import { Button, Stack, TextInput } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { IconPlus } from '@tabler/icons-react';
import { type FormEvent, useState } from 'react';
import { BlockableButton } from '@/components/blockable-button';
import { DeferredModal } from '@/components/deferred-modal';
import { errorMessage } from '@/lib/api-error';
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
 * dialog asks for the name (non-empty).
 */
export function AddProjectButton() {
  const { may, roles, isExpired } = useCurrentAccount();
  const mayCreate = may('project.create');
  // Spec section 6: subscription details are fetched only for Owner or TeamMember; for an
  // Administrator the server's 409 ProjectLimitReached tells instead.
  const details = useSubscriptionDetails({ enabled: mayCreate && mayReadSubscriptionStatus(roles) });
  const blocked = addProjectBlock({ mayCreate, isExpired, details: details.data });
  const [opened, { open, close }] = useDisclosure(false);

  return (
    <>
      <BlockableButton
        leftSection={<IconPlus size={16} aria-hidden />}
        blockedReason={blocked}
        onClick={open}
      >
        Add new project
      </BlockableButton>
      <DeferredModal opened={opened} onClose={close} title="Add new project" centered>
        {opened && <CreateProjectForm onDone={close} />}
      </DeferredModal>
    </>
  );
}

function CreateProjectForm({ onDone }: { onDone: () => void }) {
  const create = useCreateProject();
  const [name, setName] = useState('');
  const [touched, setTouched] = useState(false);
  const trimmed = name.trim();

  const submit = (event: FormEvent) => {
    event.preventDefault();
    setTouched(true);
    if (!trimmed) return;
    create.mutate(
      { name: trimmed },
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
          label="Project name"
          required
          data-autofocus
          value={name}
          maxLength={200}
          onChange={(event) => setName(event.currentTarget.value)}
          onBlur={() => setTouched(true)}
          error={touched && !trimmed ? 'Enter a name for the project.' : undefined}
        />
        <Button type="submit" loading={create.isPending} disabled={!trimmed}>
          Create project
        </Button>
      </Stack>
    </form>
  );
}
