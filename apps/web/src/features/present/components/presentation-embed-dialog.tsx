import { Alert, Button, Group, List, Stack, Text, Textarea } from '@mantine/core';
import { IconCopy } from '@tabler/icons-react';
import {
  EMBED_ORIGINS_LIMIT,
  EMBED_ORIGINS_LIMIT_MESSAGE,
  embedOriginsProblems,
  POLICY,
  type PublishedProject,
} from '@vantage/contracts';
import { useState } from 'react';
import { DeferredModal } from '@/components/deferred-modal';
import { errorMessage, isApiError } from '@/lib/api-error';
import { notifyError, notifySuccess } from '@/lib/notify';
import { useUpdateEmbedOrigins } from '../api/update-embed-origins';
import { embedSnippet, originsOfText } from '../embed-snippet';

export const embedDialogTitle = (name: string) => `Embed ${name}`;
/** Why the list is read-only: the policy table's own words (project.embed). */
export const EMBED_READ_ONLY = POLICY['project.embed'].denied;
export const EMBED_SAVED = 'Embedding saved';

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
  return (
    <DeferredModal opened={opened} onClose={onClose} title={embedDialogTitle(presentation.name)} size="lg">
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
      title: 'Code copied',
      message: 'Paste it into a page on an allowed origin.',
      autoClose: 3000,
    });
  } catch {
    notifyError({
      title: 'The code could not be copied',
      message: 'Select it and copy it yourself.',
      autoClose: 5000,
    });
  }
}

function EmbedContent({ presentation, link }: { presentation: PublishedProject; link: string }) {
  const editable = presentation.abilities?.embed === true;
  const [text, setText] = useState(presentation.embedOrigins.join('\n'));
  const [problems, setProblems] = useState<string[]>([]);
  const update = useUpdateEmbedOrigins();
  const snippet = embedSnippet(link, presentation.name);

  const save = () => {
    const origins = originsOfText(text);
    const found =
      origins.length > EMBED_ORIGINS_LIMIT
        ? [EMBED_ORIGINS_LIMIT_MESSAGE]
        : embedOriginsProblems(origins).map((p) => p.problem);
    setProblems(found);
    if (found.length > 0) return;
    update.mutate(
      { id: presentation.id, origins },
      {
        onSuccess: (answer) => {
          setText(answer.origins.join('\n'));
          notifySuccess({
            title: EMBED_SAVED,
            message:
              answer.origins.length === 0
                ? 'No page may show this presentation in a frame.'
                : `Pages on ${answer.origins.join(', ')} may show this presentation.`,
            autoClose: 4000,
          });
        },
        onError: (error) => setProblems(problemsOf(error)),
      },
    );
  };

  return (
    <Stack gap="md">
      <Text size="sm">
        Pages on the origins listed here may show the public viewer of this presentation in a frame; every
        other site is refused.
      </Text>
      {!presentation.published && (
        <Alert color="yellow" title="Not published">
          The frame stays empty until this presentation is published again.
        </Alert>
      )}
      {editable ? (
        <Stack gap="xs">
          <Textarea
            label="Allowed origins"
            description={`One per line, https only, like https://www.example.org (at most ${EMBED_ORIGINS_LIMIT}).`}
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
              Save origins
            </Button>
          </Group>
        </Stack>
      ) : (
        <Stack gap="xs">
          <Text size="sm" fw={600}>
            Allowed origins
          </Text>
          {presentation.embedOrigins.length === 0 ? (
            <Text size="sm" c="dimmed">
              No page may show this presentation in a frame.
            </Text>
          ) : (
            <List size="sm" aria-label="Allowed origins">
              {presentation.embedOrigins.map((origin) => (
                <List.Item key={origin}>{origin}</List.Item>
              ))}
            </List>
          )}
          <Text size="sm" c="dimmed">
            {EMBED_READ_ONLY}
          </Text>
        </Stack>
      )}
      <Textarea
        label="Code to embed"
        description="Paste it into a page on one of the allowed origins."
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
          Copy code
        </Button>
      </Group>
    </Stack>
  );
}
