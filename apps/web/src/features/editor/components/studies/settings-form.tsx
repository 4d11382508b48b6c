import { i18n } from '@lingui/core';
import { Button, Group, Text } from '@mantine/core';
import { useState } from 'react';
import { errorMessage } from '@/lib/api-error';

/**
 * A study's settings form over the project's stored settings (shadow flicker, noise): the form
 * fills from the stored settings when they load and whenever their version moves (a save here,
 * or "Keep theirs" after a conflict); `changed` tells the form from what is stored. `ready` is
 * false until the stored settings have loaded: the fields are disabled until then, since their
 * arrival fills the form and would replace what was typed before it.
 */
export function useStoredForm<Stored extends { version: number }, Form>(
  stored: Stored | undefined,
  initial: () => Form,
  formOf: (stored: Stored) => Form,
  keyOf: (form: Form) => string,
) {
  const [form, setForm] = useState<Form>(initial);
  const [loaded, setLoaded] = useState<{ version: number; savedKey: string } | null>(null);
  if (stored && stored.version !== loaded?.version) {
    const next = formOf(stored);
    setForm(next);
    setLoaded({ version: stored.version, savedKey: keyOf(next) });
  }
  const changed = loaded !== null && loaded.savedKey !== keyOf(form);
  function set<Key extends keyof Form>(key: Key, value: Form[Key]) {
    setForm((current) => ({ ...current, [key]: value }));
  }
  return { form, set, changed, ready: loaded !== null };
}

/** "Save settings" for those who may change the project's content, and what the form holds in words. */
export function SettingsSaveBar({
  mayChange,
  saving,
  canSave,
  onSave,
  stored,
  changed,
}: {
  mayChange: boolean;
  saving: boolean;
  /** The form is valid and something changed. */
  canSave: boolean;
  onSave: () => void;
  stored: { isError: boolean; error: unknown; data: { updatedAt: string | null } | undefined };
  changed: boolean;
}) {
  return (
    <Group gap="xs">
      {mayChange ? (
        <Button variant="default" onClick={onSave} loading={saving} disabled={!canSave || !stored.data}>
          {i18n._('planner.settingsForm.saveSettings')}
        </Button>
      ) : null}
      <Text size="sm" c="dimmed" role="status">
        {stored.isError
          ? i18n._('planner.settingsForm.theProjectSSettings', { value: errorMessage(stored.error) })
          : !stored.data
            ? i18n._('planner.settingsForm.loadingTheProjectS')
            : changed
              ? i18n._('planner.settingsForm.changedHereNotSaved')
              : stored.data.updatedAt
                ? i18n._('planner.settingsForm.theProjectSSaved')
                : i18n._('planner.settingsForm.theDefaultsNothingSaved')}
      </Text>
    </Group>
  );
}
