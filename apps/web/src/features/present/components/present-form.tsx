import { useLingui } from '@lingui/react';
import { Accordion, Alert, Badge, Box, Button, Grid, Group, Stack, Text } from '@mantine/core';
import { IconSend } from '@tabler/icons-react';
import { useQueryClient } from '@tanstack/react-query';
import {
  can,
  type Project,
  type PublishedProject,
  type PublishRuleSection,
  validatePublishRequest,
} from '@vantage/contracts';
import { type ReactNode, useMemo, useReducer, useState } from 'react';
import { ViewpointPhoto } from '@/components/viewpoint-photo/viewpoint-photo';
import { conflictText } from '@/lib/i18n/dash-text';
import { formatAltitude } from '@/lib/plan/format';
import { usePresentationsOf } from '@/lib/projects/api/get-published-projects';
import { useCurrentAccount } from '@/lib/session/session-context';
import type { ProjectContent } from '../api/get-project-content';
import { refreshViewpoints, updateViewpoint } from '../api/update-viewpoint';
import { useMayPresent } from '../hooks/use-may-present';
import { usePublish } from '../hooks/use-publish';
import { isAtPresentationLimit, publishedPresentationCount } from '../presentation-list-query';
import { publishCheckText } from '../publish-check-text';
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

const SECTIONS = ['viewpoints', 'scenarios', 'tours', 'final-checks'];

function SectionControl({ title, count, issues }: { title: string; count?: string; issues: number }) {
  const { i18n } = useLingui();
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
          {i18n._('dash.publish.issues', { count: issues })}
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
  const { i18n } = useLingui();
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
    violations.filter((v) => v.section === section).map((v) => publishCheckText(i18n, v));
  const allMessages = [
    ...violations.map((v) => publishCheckText(i18n, v)),
    ...(logoMessage ? [logoMessage] : []),
  ];

  const atLimit =
    limitReached ||
    (presentations.data !== undefined &&
      isAtPresentationLimit(publishedPresentationCount(presentations.data, project.id)));
  const noViewpoints = content.viewpoints.length === 0;
  // The server's answer decides (roles, expiry, the Present feature, originals only); the
  // hook only says why.
  const readOnly = !can(project.abilities, 'present');
  const readOnlyReason = mayPresent.reason ?? i18n._('dash.publish.cannotPresent');
  const busy = phase !== 'form';
  const publishBlocked = atLimit || noViewpoints || readOnly;
  const canPublish = allMessages.length === 0 && !publishBlocked;
  const included = (items: { included: boolean }[]) =>
    i18n._('dash.publish.included', { count: items.filter((i) => i.included).length, total: items.length });

  return (
    <Stack gap="lg">
      {readOnly && (
        <Alert color="yellow" role="note" title={i18n._('dash.publish.readOnly')}>
          {readOnlyReason}
        </Alert>
      )}
      {atLimit && (
        <Alert color="red" role="alert">
          {conflictText('PresentationLimitReached')}
        </Alert>
      )}
      {noViewpoints && (
        <Alert color="red" role="alert">
          {i18n._('dash.publish.noViewpoints')}
        </Alert>
      )}
      {/* A disabled fieldset makes every field read-only at once. */}
      <Box
        component="fieldset"
        disabled={busy || readOnly}
        aria-label={readOnly ? i18n._('dash.publish.detailsReadOnly') : undefined}
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
              title={i18n._('dash.publish.viewpoints')}
              count={noViewpoints ? undefined : included(state.viewpoints)}
              issues={messagesOf('viewpoints').length}
            >
              {noViewpoints ? (
                <Text size="sm">{i18n._('dash.publish.noViewpoints')}</Text>
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
                  <SectionMessages
                    messages={messagesOf('viewpoints')}
                    label={i18n._('dash.publish.viewpointChecks')}
                  />
                </Stack>
              )}
            </Section>
            <Section
              value="scenarios"
              title={i18n._('dash.publish.scenarios')}
              count={String(state.scenarios.length)}
              issues={messagesOf('scenarios').length}
            >
              <Stack gap="sm">
                <ScenariosEditor
                  scenarios={state.scenarios}
                  projectScenarios={content.scenarios}
                  dispatch={dispatch}
                />
                <SectionMessages
                  messages={messagesOf('scenarios')}
                  label={i18n._('dash.publish.scenarioChecks')}
                />
              </Stack>
            </Section>
            <Section
              value="tours"
              title={i18n._('dash.publish.tours')}
              count={state.tours.length === 0 ? undefined : included(state.tours)}
              issues={messagesOf('tours').length}
            >
              {state.tours.length === 0 ? (
                <Text size="sm">{i18n._('dash.publish.noTours')}</Text>
              ) : (
                <Stack gap="sm">
                  <NamedChoicesList
                    kind="tour"
                    items={state.tours}
                    onInclude={(id, on) => dispatch({ type: 'includeTour', id, included: on })}
                    onRename={(id, name) => dispatch({ type: 'renameTour', id, name })}
                  />
                  <SectionMessages messages={messagesOf('tours')} label={i18n._('dash.publish.tourChecks')} />
                </Stack>
              )}
            </Section>
            <Section
              value="final-checks"
              title={i18n._('dash.publish.finalChecks')}
              issues={allMessages.length}
            >
              <FinalChecks state={state} dispatch={dispatch} messages={allMessages} />
            </Section>
          </Accordion>
        </Stack>
      </Box>
      <Group justify="flex-end" gap="sm">
        {attempted && !canPublish && !publishBlocked && (
          <Text size="sm" c="red.7" role="alert">
            {i18n._('dash.publish.resolve')}
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
          {i18n._('dash.publish.submit')}
        </Button>
      </Group>
    </Stack>
  );
}
