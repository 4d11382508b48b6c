import { Accordion, Alert, Badge, Box, Button, Grid, Group, Stack, Text } from '@mantine/core';
import { IconSend } from '@tabler/icons-react';
import { useQueryClient } from '@tanstack/react-query';
import {
  can,
  PRESENTATION_LIMIT_MESSAGE,
  type Project,
  type PublishedProject,
  type PublishRuleSection,
  validatePublishRequest,
} from '@vantage/contracts';
import { type ReactNode, useMemo, useReducer, useState } from 'react';
import { ViewpointPhoto } from '@/components/viewpoint-photo/viewpoint-photo';
import { formatAltitude } from '@/lib/plan/format';
import { usePresentationsOf } from '@/lib/projects/api/get-published-projects';
import { useCurrentAccount } from '@/lib/session/session-context';
import type { ProjectContent } from '../api/get-project-content';
import { refreshViewpoints, updateViewpoint } from '../api/update-viewpoint';
import { useMayPresent } from '../hooks/use-may-present';
import { usePublish } from '../hooks/use-publish';
import { isAtPresentationLimit, publishedPresentationCount } from '../presentation-list-query';
import {
  buildPublishRequest,
  draftFromLast,
  initialDraft,
  logoProblem,
  publishDraftReducer,
} from '../publish-draft';
import { FinalChecks } from './final-checks';
import { NamedChoicesList } from './named-choices-list';
import { ProjectPreview } from './project-preview';
import { PublishDetailsFields } from './publish-details-fields';
import { ScenariosEditor } from './scenarios-editor';
import { SectionMessages } from './section-messages';

export const NO_VIEWPOINTS_MESSAGE =
  'No viewpoints found for this project, please create at least one viewpoint to present a project.';
export const NO_TOURS_MESSAGE = 'No tours available to export.';
const SECTIONS = ['viewpoints', 'scenarios', 'tours', 'final-checks'];

function SectionControl({ title, count, issues }: { title: string; count?: string; issues: number }) {
  return (
    <Group gap="xs" wrap="nowrap">
      <Text fw={600}>{title}</Text>
      {count && (
        <Badge variant="light" color="gray" size="sm">
          {count}
        </Badge>
      )}
      {issues > 0 && (
        <Badge variant="light" color="red" size="sm">
          {issues === 1 ? '1 issue' : `${issues} issues`}
        </Badge>
      )}
    </Group>
  );
}

function Section(props: {
  value: string;
  title: string;
  count?: string;
  issues: number;
  children: ReactNode;
}) {
  return (
    <Accordion.Item value={props.value}>
      <Accordion.Control>
        <SectionControl title={props.title} count={props.count} issues={props.issues} />
      </Accordion.Control>
      <Accordion.Panel>{props.children}</Accordion.Panel>
    </Accordion.Item>
  );
}

const formatPosition = ({
  latitude,
  longitude,
  altitude,
}: {
  latitude: number;
  longitude: number;
  altitude: number;
}) => `${latitude.toFixed(4)}, ${longitude.toFixed(4)} · ${formatAltitude(altitude)}`;

/**
 * Spec "/present/{projectId}": preview, the details, four collapsible sections (Viewpoints,
 * Scenarios, Tours, Final checks) and "Publish project". The messages come from the rules
 * the server applies too (contracts `validatePublishRequest`).
 */
export function PresentForm({
  project,
  content,
  last,
}: {
  project: Project;
  content: ProjectContent;
  /** The project's latest presentation: the form starts from its settings. */
  last?: PublishedProject;
}) {
  const { account } = useCurrentAccount();
  const [state, dispatch] = useReducer(publishDraftReducer, undefined, () =>
    draftFromLast(
      initialDraft({ project, ...content, fallbackDeveloper: account?.customerName }),
      last,
      content.scenarios,
    ),
  );
  const [attempted, setAttempted] = useState(false);
  const mayPresent = useMayPresent();
  const presentations = usePresentationsOf(project.id);
  const { publish, phase, limitReached } = usePublish();
  const queryClient = useQueryClient();

  const request = useMemo(() => buildPublishRequest(project.id, state), [project.id, state]);
  const violations = useMemo(() => validatePublishRequest(request), [request]);
  const logoMessage = logoProblem(state.logo);
  const messagesOf = (section: PublishRuleSection) =>
    violations.filter((v) => v.section === section).map((v) => v.message);
  const allMessages = [...violations.map((v) => v.message), ...(logoMessage ? [logoMessage] : [])];

  const atLimit =
    limitReached ||
    (presentations.data !== undefined &&
      isAtPresentationLimit(publishedPresentationCount(presentations.data, project.id)));
  const noViewpoints = content.viewpoints.length === 0;
  // The server's answer decides (roles, expiry, the Present feature, originals only); the
  // hook only says why.
  const readOnly = !can(project.abilities, 'present');
  const readOnlyReason = mayPresent.reason ?? 'You cannot present this project.';
  const busy = phase !== 'form';
  const publishBlocked = atLimit || noViewpoints || readOnly;
  const canPublish = allMessages.length === 0 && !publishBlocked;
  const included = (items: { included: boolean }[]) =>
    `${items.filter((i) => i.included).length} of ${items.length}`;

  return (
    <Stack gap="lg">
      {readOnly && (
        <Alert color="yellow" role="note" title="This form is read-only">
          {readOnlyReason}
        </Alert>
      )}
      {atLimit && (
        <Alert color="red" role="alert">
          {PRESENTATION_LIMIT_MESSAGE}
        </Alert>
      )}
      {noViewpoints && (
        <Alert color="red" role="alert">
          {NO_VIEWPOINTS_MESSAGE}
        </Alert>
      )}
      {/* A disabled fieldset makes every field read-only at once. */}
      <Box
        component="fieldset"
        disabled={busy || readOnly}
        aria-label={readOnly ? 'Presentation details (read-only)' : undefined}
        m={0}
        p={0}
        style={{ border: 0, minWidth: 0 }}
      >
        <Stack gap="lg">
          <Grid gap="lg">
            <Grid.Col span={{ base: 12, md: 5 }}>
              <ProjectPreview
                projectId={project.id}
                name={state.name}
                developer={state.developer}
                description={state.description}
                logo={state.logo}
              />
            </Grid.Col>
            <Grid.Col span={{ base: 12, md: 7 }}>
              <PublishDetailsFields state={state} dispatch={dispatch} showErrors={attempted} />
              {logoMessage && (
                <Text size="sm" c="red.7" mt={4}>
                  {logoMessage}
                </Text>
              )}
            </Grid.Col>
          </Grid>

          <Accordion multiple defaultValue={SECTIONS} variant="separated" radius="md">
            <Section
              value="viewpoints"
              title="Viewpoints"
              count={noViewpoints ? undefined : included(state.viewpoints)}
              issues={messagesOf('viewpoints').length}
            >
              {noViewpoints ? (
                <Text size="sm">{NO_VIEWPOINTS_MESSAGE}</Text>
              ) : (
                <Stack gap="sm">
                  <NamedChoicesList
                    kind="viewpoint"
                    items={state.viewpoints}
                    onInclude={(id, on) => dispatch({ type: 'includeViewpoint', id, included: on })}
                    onRename={(id, name) => dispatch({ type: 'renameViewpoint', id, name })}
                    describe={(item) => {
                      const viewpoint = content.viewpoints.find((v) => v.id === item.id);
                      return viewpoint ? formatPosition(viewpoint.position) : undefined;
                    }}
                    extra={(item) => {
                      const viewpoint = content.viewpoints.find((v) => v.id === item.id);
                      return viewpoint ? (
                        <ViewpointPhoto
                          compact
                          viewpoint={viewpoint}
                          // The project's own viewpoint: whoever may change the project, while this form may be used.
                          mayChange={!readOnly && can(project.abilities, 'update')}
                          onPhotoChange={() => refreshViewpoints(project.id, queryClient)}
                          onViewpointChange={async (change) => {
                            await updateViewpoint(project.id, viewpoint.id, change, queryClient);
                            return true;
                          }}
                        />
                      ) : undefined;
                    }}
                  />
                  <SectionMessages messages={messagesOf('viewpoints')} label="Viewpoint checks" />
                </Stack>
              )}
            </Section>
            <Section
              value="scenarios"
              title="Scenarios"
              count={String(state.scenarios.length)}
              issues={messagesOf('scenarios').length}
            >
              <Stack gap="sm">
                <ScenariosEditor
                  scenarios={state.scenarios}
                  projectScenarios={content.scenarios}
                  dispatch={dispatch}
                />
                <SectionMessages messages={messagesOf('scenarios')} label="Scenario checks" />
              </Stack>
            </Section>
            <Section
              value="tours"
              title="Tours"
              count={state.tours.length === 0 ? undefined : included(state.tours)}
              issues={messagesOf('tours').length}
            >
              {state.tours.length === 0 ? (
                <Text size="sm">{NO_TOURS_MESSAGE}</Text>
              ) : (
                <Stack gap="sm">
                  <NamedChoicesList
                    kind="tour"
                    items={state.tours}
                    onInclude={(id, on) => dispatch({ type: 'includeTour', id, included: on })}
                    onRename={(id, name) => dispatch({ type: 'renameTour', id, name })}
                  />
                  <SectionMessages messages={messagesOf('tours')} label="Tour checks" />
                </Stack>
              )}
            </Section>
            <Section value="final-checks" title="Final checks" issues={allMessages.length}>
              <FinalChecks state={state} dispatch={dispatch} messages={allMessages} />
            </Section>
          </Accordion>
        </Stack>
      </Box>
      <Group justify="flex-end" gap="sm">
        {attempted && !canPublish && !publishBlocked && (
          <Text size="sm" c="red.7" role="alert">
            Resolve the final checks before publishing.
          </Text>
        )}
        <Button
          size="md"
          leftSection={<IconSend size={18} />}
          loading={busy}
          disabled={!busy && publishBlocked}
          onClick={() => {
            setAttempted(true);
            if (canPublish) publish(request, state.logo);
          }}
        >
          Publish project
        </Button>
      </Group>
    </Stack>
  );
}
