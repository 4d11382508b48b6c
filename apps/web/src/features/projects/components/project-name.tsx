import { useLingui } from '@lingui/react';
import { Text, TextInput, UnstyledButton } from '@mantine/core';
import type { Project } from '@vantage/contracts';
import { type KeyboardEvent, useRef, useState } from 'react';
import { HoverTooltip } from '@/components/hover-tooltip';

type Props = {
  project: Pick<Project, 'id' | 'name' | 'abilities'>;
  onRename: (name: string) => void;
  size?: 'sm' | 'md' | 'lg';
};

/**
 * The inline-editable project name (spec "/dash/projects"): a click turns it into a field;
 * Enter or leaving the field saves, Escape cancels. A blank or unchanged name saves nothing.
 * Shown as plain text to those who may not rename.
 */
export function ProjectName({ project, onRename, size = 'md' }: Props) {
  const { i18n } = useLingui();
  const [editing, setEditing] = useState(false);
  const cancelled = useRef(false);

  const finish = (value: string) => {
    setEditing(false);
    if (cancelled.current) return;
    const name = value.trim();
    if (name && name !== project.name) onRename(name);
  };

  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key === 'Enter') {
      event.preventDefault();
      event.currentTarget.blur();
    } else if (event.key === 'Escape') {
      event.preventDefault();
      cancelled.current = true;
      event.currentTarget.blur();
    }
  };

  const name = (
    <Text fw={600} size={size} truncate="end" title={project.name}>
      {project.name}
    </Text>
  );
  if (!project.abilities.rename) return name;

  if (editing) {
    return (
      <TextInput
        size="xs"
        autoFocus
        defaultValue={project.name}
        aria-label={i18n._('dash.rename.newName', { name: project.name })}
        maxLength={200}
        onFocus={(event) => event.currentTarget.select()}
        onKeyDown={onKeyDown}
        onBlur={(event) => finish(event.currentTarget.value)}
        onClick={(event) => event.stopPropagation()}
      />
    );
  }
  return (
    <HoverTooltip label={i18n._('dash.rename.tooltip')} openDelay={600}>
      <UnstyledButton
        aria-label={i18n._('dash.rename.named', { name: project.name })}
        onClick={() => {
          cancelled.current = false;
          setEditing(true);
        }}
        style={{ minWidth: 0, maxWidth: '100%' }}
      >
        {name}
      </UnstyledButton>
    </HoverTooltip>
  );
}
