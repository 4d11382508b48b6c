import { useLingui } from '@lingui/react';
import { Alert, Button, Group, List, Stack, Text, Textarea } from '@mantine/core';
import { IconCopy } from '@tabler/icons-react';
import { EMBED_ORIGINS_LIMIT, embedOriginsProblems, type PublishedProject } from '@vantage/contracts';
import { useState } from 'react';
import { DeferredModal } from '@/components/deferred-modal';
import { errorMessage, isApiError } from '@/lib/api-error';
import { dashText as t } from '@/lib/i18n/dash-text';
import { deniedText } from '@/lib/i18n/policy-text';
import { notifyError, notifySuccess } from '@/lib/notify';
import { useUpdateEmbedOrigins } from '../api/update-embed-origins';
import { embedSnippet, originsOfText } from '../embed-snippet';

/**
 * "Embed" of a presentation: the https origins whose pages may show its public viewer in a
 * frame (the server answers the viewer page with `frame-ancestors` for them, docs/security.md)
 * and the `<iframe>` code to paste into such a page.
 */
export function PresentationEmbedDialog({
  presentation,
  link,
  opened,
  onClose,
}: {
  presentation: PublishedProject;
  /** Absolute viewer link, as "Copy link" copies it. */
  link: string;
  opened: boolean;
  onClose: () => void;
}) {
  const { i18n } = useLingui();
  return (
    <DeferredModal
      opened={opened}
      onClose={onClose}
      title={i18n._('dash.present.embedNamed', { name: presentation.name })}
      size="lg"
    >
      {opened && <EmbedContent presentation={presentation} link={link} />}
    </DeferredModal>
  );
}

/** The messages of a 400 (one per bad entry), or the answer's own words. */
function problemsOf(error: unknown): string[] {
  const listed = isApiError(error, 400) ? error.problem?.errors?.map((e) => e.message) : undefined;
  return listed && listed.length > 0 ? listed : [errorMessage(error)];
}

async function copySnippet(snippet: string) {
  try {
    await navigator.clipboard.writeText(snippet);
    notifySuccess({
      title: t('dash.embed.copied', 'Code copied'),
      message: t('dash.embed.copiedHint', 'Paste it into a page on an allowed origin.'),
      autoClose: 3000,
    });
  } catch {
    notifyError({
      title: t('dash.embed.notCopied', 'The code could not be copied'),
      message: t('dash.embed.notCopiedHint', 'Select it and copy it yourself.'),
      autoClose: 5000,
    });
  }
}

function EmbedContent({ presentation, link }: { presentation: PublishedProject; link: string }) {
  const { i18n } = useLingui();
  const editable = presentation.abilities?.embed === true;
  const [text, setText] = useState(presentation.embedOrigins.join('\n'));
  const [problems, setProblems] = useState<string[]>([]);
  const update = useUpdateEmbedOrigins();
  const snippet = embedSnippet(link, presentation.name);

  const save = () => {
    const origins = originsOfText(text);
    const found =
      origins.length > EMBED_ORIGINS_LIMIT
        ? [i18n._('dash.embed.tooMany', { limit: EMBED_ORIGINS_LIMIT })]
        : embedOriginsProblems(origins).map((p) => p.problem);
    setProblems(found);
    if (found.length > 0) return;
    update.mutate(
      { id: presentation.id, origins },
      {
        onSuccess: (answer) => {
          setText(answer.origins.join('\n'));
          notifySuccess({
            title: i18n._('dash.embed.saved'),
            message:
              answer.origins.length === 0
                ? i18n._('dash.embed.none')
                : i18n._('dash.embed.savedOrigins', { origins: answer.origins.join(', ') }),
            autoClose: 4000,
          });
        },
        onError: (error) => setProblems(problemsOf(error)),
      },
    );
  };

  return (
    <Stack gap="md">
      <Text size="sm">{i18n._('dash.embed.intro')}</Text>
      {!presentation.published && (
        <Alert color="yellow" title={i18n._('dash.embed.notPublished')}>
          {i18n._('dash.embed.emptyFrame')}
        </Alert>
      )}
      {editable ? (
        <Stack gap="xs">
          <Textarea
            label={i18n._('dash.embed.origins')}
            description={i18n._('dash.embed.originsHint', { limit: EMBED_ORIGINS_LIMIT })}
            autosize
            minRows={3}
            maxRows={10}
            value={text}
            onChange={(event) => {
              setText(event.currentTarget.value);
              setProblems([]);
            }}
            error={
              problems.length > 0 ? (
                <List size="sm" spacing={2}>
                  {problems.map((problem) => (
                    <List.Item key={problem}>{problem}</List.Item>
                  ))}
                </List>
              ) : undefined
            }
            spellCheck={false}
            autoCapitalize="off"
          />
          <Group justify="flex-end">
            <Button onClick={save} loading={update.isPending}>
              {i18n._('dash.embed.save')}
            </Button>
          </Group>
        </Stack>
      ) : (
        <Stack gap="xs">
          <Text size="sm" fw={600}>
            {i18n._('dash.embed.origins')}
          </Text>
          {presentation.embedOrigins.length === 0 ? (
            <Text size="sm" c="dimmed">
              {i18n._('dash.embed.none')}
            </Text>
          ) : (
            <List size="sm" aria-label={i18n._('dash.embed.origins')}>
              {presentation.embedOrigins.map((origin) => (
                <List.Item key={origin}>{origin}</List.Item>
              ))}
            </List>
          )}
          <Text size="sm" c="dimmed">
            {deniedText('project.embed')}
          </Text>
        </Stack>
      )}
      <Textarea
        label={i18n._('dash.embed.code')}
        description={i18n._('dash.embed.codeHint')}
        readOnly
        autosize
        minRows={3}
        value={snippet}
        styles={{ input: { fontFamily: 'var(--mantine-font-family-monospace)' } }}
      />
      <Group justify="flex-end">
        <Button
          variant="light"
          leftSection={<IconCopy size={16} />}
          onClick={() => void copySnippet(snippet)}
        >
          {i18n._('dash.embed.copy')}
        </Button>
      </Group>
    </Stack>
  );
}
