import { useLingui } from '@lingui/react';
import { Button, Popover, Radio, Select, Stack, Text, TextInput } from '@mantine/core';
import { useWindowEvent } from '@mantine/hooks';
import { IconUserPlus } from '@tabler/icons-react';
import type { InvitationLevel } from '@vantage/contracts';
import { type FormEvent, useEffect, useRef, useState } from 'react';
import { z } from 'zod/mini';
import { BlockableButton } from '@/components/blockable-button';
import { errorMessage } from '@/lib/api-error';
import { notifyError, notifySuccess } from '@/lib/notify';
import { useProjectChoices } from '../api/get-projects';
import { useInviteMember } from '../api/invite-member';
import { INVITE_LEVELS, type InviteAvailability, needsProject } from '../team-rules';

const Email = z.email();

/**
 * The Invite member popover: type, a project for Project member and Observer (required),
 * and the e-mail address. Disabled with a tooltip saying why when inviting is not possible.
 */
export function InviteMemberPopover({ availability }: { availability: InviteAvailability }) {
  const [opened, setOpened] = useState(false);
  const firstFree = INVITE_LEVELS.find((level) => availability.levels[level]) ?? 'TeamMember';
  const [level, setLevel] = useState<InvitationLevel>(firstFree);
  const [projectId, setProjectId] = useState<string | null>(null);
  const [email, setEmail] = useState('');
  const [emailError, setEmailError] = useState<string>();
  const [projectError, setProjectError] = useState<string>();
  const invite = useInviteMember();
  const projects = useProjectChoices({ enabled: opened });
  const emailInput = useRef<HTMLInputElement>(null);
  const { i18n } = useLingui();

  // While "Send invitation" was loading it was disabled and focus left the popover,
  // so the popover's own Escape handling (on the dropdown) no longer heard the key. Escape
  // closes it from anywhere while it is open, and a failure puts focus back in the form.
  useWindowEvent('keydown', (event) => {
    if (opened && event.key === 'Escape') setOpened(false);
  });

  // A type that filled up meanwhile is not offered: fall back to a free one.
  useEffect(() => {
    if (!availability.levels[level]) setLevel(firstFree);
  }, [availability.levels, level, firstFree]);

  const reset = () => {
    setEmail('');
    setProjectId(null);
    setEmailError(undefined);
    setProjectError(undefined);
  };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const address = email.trim();
    const emailOk = Email.safeParse(address).success;
    const projectOk = !needsProject(level) || projectId !== null;
    setEmailError(emailOk ? undefined : i18n._('dash.invite.emailInvalid'));
    setProjectError(projectOk ? undefined : i18n._('dash.invite.selectProject'));
    if (!emailOk || !projectOk) return;
    void send(address);
  };

  const send = async (address: string) => {
    try {
      await invite.mutateAsync({
        level,
        inviteeEmailAddress: address,
        projectId: needsProject(level) ? Number(projectId) : undefined,
      });
      notifySuccess({ title: i18n._('dash.invite.sent', { email: address }) });
      reset();
      setOpened(false);
    } catch (error) {
      // The three invite types as the error toast names them (spec section 8).
      notifyError({ title: i18n._('dash.invite.error', { level, error: errorMessage(error) }) });
      emailInput.current?.focus();
    }
  };

  if (!availability.enabled) {
    return (
      <BlockableButton leftSection={<IconUserPlus size={18} />} blockedReason={availability.reason}>
        {i18n._('dash.invite.button')}
      </BlockableButton>
    );
  }

  return (
    <Popover
      opened={opened}
      onChange={setOpened}
      position="bottom-end"
      width={340}
      shadow="md"
      trapFocus
      withArrow
    >
      <Popover.Target>
        <Button
          leftSection={<IconUserPlus size={18} />}
          onClick={() => setOpened((o) => !o)}
          aria-expanded={opened}
        >
          {i18n._('dash.invite.button')}
        </Button>
      </Popover.Target>
      <Popover.Dropdown>
        <form onSubmit={submit} noValidate aria-label={i18n._('dash.invite.button')}>
          <Stack gap="sm">
            <Radio.Group
              label={i18n._('dash.invite.as')}
              value={level}
              onChange={(value) => {
                setLevel(value as InvitationLevel);
                setProjectError(undefined);
              }}
            >
              <Stack gap={6} mt={6}>
                {INVITE_LEVELS.map((option) => (
                  <Radio
                    key={option}
                    value={option}
                    label={i18n._(`dash.invite.level.${option}`)}
                    disabled={!availability.levels[option]}
                    description={availability.levels[option] ? undefined : i18n._('dash.invite.limitReached')}
                  />
                ))}
              </Stack>
            </Radio.Group>
            {needsProject(level) && (
              <Select
                label={i18n._('dash.invite.project')}
                placeholder={
                  projects.isPending
                    ? i18n._('dash.invite.loadingProjects')
                    : i18n._('dash.invite.selectProject')
                }
                data={(projects.data ?? []).map((p) => ({ value: String(p.id), label: p.name }))}
                value={projectId}
                onChange={(value) => {
                  setProjectId(value);
                  setProjectError(undefined);
                }}
                searchable
                required
                nothingFoundMessage={i18n._('dash.invite.noProjects')}
                error={projectError ?? (projects.isError ? errorMessage(projects.error) : undefined)}
                comboboxProps={{ withinPortal: false }}
              />
            )}
            <TextInput
              ref={emailInput}
              label={i18n._('dash.invite.email')}
              type="email"
              required
              value={email}
              onChange={(event) => {
                setEmail(event.currentTarget.value);
                setEmailError(undefined);
              }}
              error={emailError}
              autoComplete="off"
            />
            <Text size="xs" c="dimmed">
              {i18n._('dash.invite.hint')}
            </Text>
            <Button type="submit" loading={invite.isPending}>
              {i18n._('dash.invite.send')}
            </Button>
          </Stack>
        </form>
      </Popover.Dropdown>
    </Popover>
  );
}
