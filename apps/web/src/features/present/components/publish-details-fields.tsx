import { useLingui } from '@lingui/react';
import { FileInput, Stack, Textarea, TextInput } from '@mantine/core';
import { IconPhoto } from '@tabler/icons-react';
import type { PublishDraftAction, PublishDraftState } from '../publish-draft';

type Props = {
  state: PublishDraftState;
  dispatch: (action: PublishDraftAction) => void;
  /** Show "required" errors only once a field was left empty on purpose or publishing was tried. */
  showErrors: boolean;
};

const blank = (value: string) => value.trim().length === 0;

/** Spec "/present/{projectId}": name, developer and description (required) and a logo (any image). */
export function PublishDetailsFields({ state, dispatch, showErrors }: Props) {
  const { i18n } = useLingui();
  const text = (field: 'name' | 'developer' | 'description') => ({
    value: state[field],
    onChange: (event: { currentTarget: { value: string } }) =>
      dispatch({ type: 'setText', field, value: event.currentTarget.value }),
  });
  return (
    <Stack gap="sm">
      <TextInput
        label={i18n._('dash.projects.name')}
        required
        maxLength={200}
        {...text('name')}
        error={showErrors && blank(state.name) ? i18n._('dash.publish.check.nameRequired') : undefined}
      />
      <TextInput
        label={i18n._('dash.publish.developer')}
        required
        maxLength={200}
        {...text('developer')}
        error={
          showErrors && blank(state.developer) ? i18n._('dash.publish.check.developerRequired') : undefined
        }
      />
      <Textarea
        label={i18n._('dash.publish.description')}
        required
        autosize
        minRows={3}
        maxRows={10}
        maxLength={5000}
        {...text('description')}
        error={
          showErrors && blank(state.description)
            ? i18n._('dash.publish.check.descriptionRequired')
            : undefined
        }
      />
      <FileInput
        label={i18n._('dash.publish.logo')}
        description={i18n._('dash.publish.logoHint')}
        placeholder={i18n._('dash.publish.chooseImage')}
        accept="image/*"
        clearable
        leftSection={<IconPhoto size={16} />}
        value={state.logo}
        onChange={(file) => dispatch({ type: 'setLogo', file })}
      />
    </Stack>
  );
}
