import { useLingui } from '@lingui/react';
import { Button, Select, Stack, Text, TextInput } from '@mantine/core';
import { useDebouncedValue, useDisclosure } from '@mantine/hooks';
import { IconArrowsExchange } from '@tabler/icons-react';
import { type Project, TEAM_PAGE_ROLES } from '@vantage/contracts';
import { type FormEvent, useState } from 'react';
import { BlockableButton } from '@/components/blockable-button';
import { DeferredModal } from '@/components/deferred-modal';
import { errorMessage } from '@/lib/api-error';
import { notifyError, notifySuccess } from '@/lib/notify';
import { useCurrentAccount } from '@/lib/session/session-context';
import { useTransferableProjects } from '../api/get-transferable-projects';
import { useRequestTransfer } from '../api/request-transfer';
import { messages, TOAST_MS } from '../messages';
import { SEARCH_DEBOUNCE_MS } from '../project-list-query';
import { transferBlock } from '../project-permissions';
import { isEmailAddress, isTransferFormValid } from '../transfer-form';

/**
 * "Transfer a project" (spec "/dash/projects", sections 5 and 6): Owner and Administrator;
 * a Team member sees it disabled with the spec's tooltip; other roles do not see it.
 */
export function TransferProjectButton() {
  const { i18n } = useLingui();
  const { hasRole, may, isExpired } = useCurrentAccount();
  const [opened, { open, close }] = useDisclosure(false);
  if (!hasRole(...TEAM_PAGE_ROLES)) return null;
  const blocked = transferBlock({ mayTransfer: may('project.transfer'), isExpired });

  return (
    <>
      <BlockableButton
        variant="default"
        leftSection={<IconArrowsExchange size={16} aria-hidden />}
        blockedReason={blocked}
        onClick={open}
      >
        {i18n._('dash.transfer.title')}
      </BlockableButton>
      <DeferredModal opened={opened} onClose={close} title={i18n._('dash.transfer.title')} centered>
        {opened && <TransferProjectForm onDone={close} />}
      </DeferredModal>
    </>
  );
}

function TransferProjectForm({ onDone }: { onDone: () => void }) {
  const { i18n } = useLingui();
  const [project, setProject] = useState<Pick<Project, 'id' | 'name'> | undefined>();
  const [search, setSearch] = useState('');
  const [debouncedSearch] = useDebouncedValue(search, SEARCH_DEBOUNCE_MS);
  const [email, setEmail] = useState('');
  const [verify, setVerify] = useState('');
  const candidates = useTransferableProjects(project?.name === search ? '' : debouncedSearch, {
    enabled: true,
  });
  const request = useRequestTransfer();
  const valid = isTransferFormValid({ projectName: project?.name, email, verify });

  const options = [...(candidates.data ?? [])];
  if (project && !options.some((candidate) => candidate.id === project.id))
    options.unshift(project as Project);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!valid || !project) return;
    request.mutate(
      { projectId: project.id, projectName: project.name, email },
      {
        onSuccess: () => {
          notifySuccess({
            title: messages.transferRequested,
            message: messages.transferRequestedDetail(email.trim()),
            autoClose: TOAST_MS.success,
          });
          onDone();
        },
        onError: (error) =>
          notifyError({ title: messages.transferError(errorMessage(error)), autoClose: TOAST_MS.error }),
      },
    );
  };

  return (
    <form onSubmit={submit} noValidate>
      <Stack>
        <Text size="sm" c="dimmed">
          {i18n._('dash.transfer.intro')}
        </Text>
        <Select
          label={i18n._('dash.invite.project')}
          placeholder={i18n._('dash.transfer.search')}
          searchable
          openOnFocus={false}
          required
          data-autofocus
          data={options.map((option) => ({ value: String(option.id), label: option.name }))}
          value={project ? String(project.id) : null}
          searchValue={search}
          onSearchChange={setSearch}
          filter={({ options: all }) => all}
          nothingFoundMessage={i18n._(
            candidates.isFetching ? 'dash.transfer.searching' : 'dash.transfer.none',
          )}
          onChange={(value) => {
            const chosen = options.find((option) => String(option.id) === value);
            setProject(chosen ? { id: chosen.id, name: chosen.name } : undefined);
            setVerify('');
          }}
          comboboxProps={{ withinPortal: true }}
        />
        <TextInput
          label={i18n._('dash.transfer.email')}
          type="email"
          required
          value={email}
          onChange={(event) => setEmail(event.currentTarget.value)}
          error={email && !isEmailAddress(email) ? i18n._('dash.transfer.emailInvalid') : undefined}
        />
        <TextInput
          label={i18n._('dash.transfer.verify')}
          description={
            project
              ? i18n._('dash.transfer.verifyHint', { name: project.name })
              : i18n._('dash.transfer.chooseFirst')
          }
          required
          disabled={!project}
          value={verify}
          onChange={(event) => setVerify(event.currentTarget.value)}
          autoComplete="off"
        />
        <Button type="submit" color="red" disabled={!valid} loading={request.isPending}>
          {i18n._('dash.transfer.submit')}
        </Button>
      </Stack>
    </form>
  );
}
