import { i18n } from '@lingui/core';
import {
  Alert,
  Badge,
  Button,
  Group,
  Loader,
  NativeSelect,
  Stack,
  Text,
  TextInput,
  Title,
  UnstyledButton,
} from '@mantine/core';
import { useQueryClient } from '@tanstack/react-query';
import {
  RECEPTOR_CATEGORIES,
  type ReceptorCategory,
  SETBACK_FEATURE_LABEL,
  type SetbackDistanceUnit,
  type SetbackRule,
} from '@vantage/contracts';
import { useMemo, useState } from 'react';
import { NumberField, type NumberFieldValue } from '@/components/number-field/number-field';
import { errorMessage } from '@/lib/api-error';
import { useConstraintLayerList } from '../../api/constraint-layer-calls';
import { setbackRuleCalls } from '../../api/setback-rule-calls';
import { RECEPTOR_CATEGORY_WORDS, receptorCategoryText } from '../../i18n/catalogue-words';
import { fixed } from '../../i18n/numbers';
import type { Planner } from '../../state/use-planner';
import { useSiteChecks } from '../../state/use-site-checks';

/** The server's words for a locked module (features/policy.ts), as the License page's Locked badge. */
const setbacksLocked = () => i18n._('planner.setbacksSection.locked', { module: SETBACK_FEATURE_LABEL });

const UNIT_WORDS: Record<SetbackDistanceUnit, string> = {
  m: 'planner.setbacksSection.unitMetres',
  tipHeight: 'planner.setbacksSection.unitTipHeight',
  rotorDiameter: 'planner.setbacksSection.unitRotorDiameter',
};

const BOUNDARY = 'siteBoundary';
/** A constraint layer in the target list: `layer:<id>`. */
const LAYER_PREFIX = 'layer:';

type LayerNames = ReadonlyMap<number, string>;

/**
 * "4 × tip height from dwellings", "300 m from schools", "100 m inside the site boundary",
 * "1.5 × tip height from Roads" (a constraint layer by its name).
 */
export function ruleSummary(
  rule: Pick<
    SetbackRule,
    'targetKind' | 'receptorCategory' | 'constraintLayerId' | 'distanceValue' | 'distanceUnit'
  >,
  layerNames: LayerNames = new Map(),
) {
  const distance =
    rule.distanceUnit === 'm'
      ? `${rule.distanceValue} m`
      : `${rule.distanceValue} ${i18n._(UNIT_WORDS[rule.distanceUnit])}`;
  if (rule.targetKind === 'siteBoundary')
    return i18n._('planner.setbacksSection.insideBoundary', { distance });
  if (rule.targetKind === 'constraintLayer')
    return i18n._('planner.setbacksSection.fromLayer', {
      distance,
      layer: layerNames.get(rule.constraintLayerId ?? 0) ?? `#${rule.constraintLayerId}`,
    });
  const category =
    rule.receptorCategory !== null && rule.receptorCategory in RECEPTOR_CATEGORY_WORDS
      ? receptorCategoryText(rule.receptorCategory as ReceptorCategory)
      : rule.receptorCategory;
  return i18n._('planner.setbacksSection.fromReceptors', { distance, category });
}

type Draft = {
  name: string;
  target: string;
  distanceValue: NumberFieldValue;
  distanceUnit: SetbackDistanceUnit;
};

const emptyDraft: Draft = { name: '', target: 'dwelling', distanceValue: '', distanceUnit: 'tipHeight' };

function targetOf(rule: SetbackRule): string {
  if (rule.targetKind === 'siteBoundary') return BOUNDARY;
  if (rule.targetKind === 'constraintLayer') return `${LAYER_PREFIX}${rule.constraintLayerId}`;
  return rule.receptorCategory ?? 'dwelling';
}

const draftOf = (rule: SetbackRule): Draft => ({
  name: rule.name,
  target: targetOf(rule),
  distanceValue: rule.distanceValue,
  distanceUnit: rule.distanceUnit,
});

function bodyOf(draft: Draft) {
  const layer = draft.target.startsWith(LAYER_PREFIX);
  return {
    name: draft.name.trim(),
    targetKind: layer
      ? ('constraintLayer' as const)
      : draft.target === BOUNDARY
        ? ('siteBoundary' as const)
        : ('receptor' as const),
    receptorCategory: layer || draft.target === BOUNDARY ? null : (draft.target as ReceptorCategory),
    constraintLayerId: layer ? Number(draft.target.slice(LAYER_PREFIX.length)) : null,
    distanceValue: typeof draft.distanceValue === 'number' ? draft.distanceValue : Number.NaN,
    distanceUnit: draft.distanceUnit,
  };
}

/** A new rule or a change of one: what it is measured from, the distance and its unit. */
function RuleForm({
  initial,
  layerNames,
  submitLabel,
  onSubmit,
  onCancel,
}: {
  initial: Draft;
  layerNames: LayerNames;
  submitLabel: string;
  onSubmit: (draft: Draft) => Promise<void>;
  onCancel?: () => void;
}) {
  const [draft, setDraft] = useState(initial);
  const [busy, setBusy] = useState(false);
  const [problem, setProblem] = useState<string | null>(null);
  return (
    <form
      aria-label={submitLabel}
      onSubmit={(event) => {
        event.preventDefault();
        if (draft.name.trim() === '') return setProblem(i18n._('planner.setbacksSection.giveTheRuleA'));
        if (typeof draft.distanceValue !== 'number')
          return setProblem(i18n._('planner.setbacksSection.enterTheDistance'));
        setBusy(true);
        setProblem(null);
        onSubmit(draft)
          .then(() => setDraft(initial))
          .catch((error: unknown) => setProblem(errorMessage(error)))
          .finally(() => setBusy(false));
      }}
    >
      <Stack gap="xs">
        <TextInput
          label={i18n._('planner.setbacksSection.ruleName')}
          value={draft.name}
          maxLength={200}
          onChange={(event) => setDraft({ ...draft, name: event.currentTarget.value })}
        />
        <NativeSelect
          label={i18n._('planner.setbacksSection.turbinesKeepAwayFrom')}
          value={draft.target}
          data={[
            ...RECEPTOR_CATEGORIES.map((category) => ({
              value: category,
              label: i18n._('planner.setbacksSection.receptors', {
                value: receptorCategoryText(category),
              }),
            })),
            { value: BOUNDARY, label: i18n._('planner.setbacksSection.theEdgeOfThe') },
            ...[...layerNames].map(([id, name]) => ({
              value: `${LAYER_PREFIX}${id}`,
              label: i18n._('planner.setbacksSection.constraintLayer', { name }),
            })),
          ]}
          onChange={(event) => setDraft({ ...draft, target: event.currentTarget.value })}
        />
        <Group grow gap="xs" align="flex-start">
          <NumberField
            label={i18n._('planner.setbacksSection.distance')}
            value={draft.distanceValue}
            min={0.01}
            step={draft.distanceUnit === 'm' ? 10 : 0.5}
            decimalScale={2}
            onChange={(value) => setDraft({ ...draft, distanceValue: value })}
          />
          <NativeSelect
            label={i18n._('planner.setbacksSection.unit')}
            value={draft.distanceUnit}
            data={(Object.keys(UNIT_WORDS) as SetbackDistanceUnit[]).map((value) => ({
              value,
              label: i18n._(UNIT_WORDS[value]),
            }))}
            onChange={(event) =>
              setDraft({ ...draft, distanceUnit: event.currentTarget.value as SetbackDistanceUnit })
            }
          />
        </Group>
        {problem ? (
          <Alert color="red" role="alert" p="xs">
            {problem}
          </Alert>
        ) : null}
        <Group gap="xs">
          <Button type="submit" size="xs" loading={busy}>
            {submitLabel}
          </Button>
          {onCancel ? (
            <Button size="xs" variant="default" onClick={onCancel}>
              {i18n._('planner.setbacksSection.cancel')}
            </Button>
          ) : null}
        </Group>
      </Stack>
    </form>
  );
}

/**
 * The Studies tab's Setbacks section: the project's rules "turbines at least D from X"
 * (BufferLayer; docs/studies/setbacks.md), and every visible turbine that breaks one, computed
 * in the browser with the module the server's check runs, so the list follows every placement
 * and move. Their zones are drawn on the map.
 */
export function SetbacksSection({ planner }: { planner: Planner }) {
  const queryClient = useQueryClient();
  const calls = useMemo(
    () => setbackRuleCalls(planner.projectId, queryClient),
    [planner.projectId, queryClient],
  );
  const checks = useSiteChecks(planner);
  const { rules } = checks;
  const layerList = useConstraintLayerList(planner.projectId).data?.items;
  const layerNames = useMemo(
    () => new Map((layerList ?? []).map((layer) => [layer.id, layer.name])),
    [layerList],
  );
  const [editing, setEditing] = useState<number | null>(null);
  const [problem, setProblem] = useState<string | null>(null);
  const mayEdit = planner.readOnly === null;
  const select = (id: number) => planner.setSelection(new Set([id]));

  async function remove(rule: SetbackRule) {
    if (!window.confirm(i18n._('planner.setbacksSection.deleteTheRule', { name: rule.name }))) return;
    setProblem(null);
    try {
      await calls.remove(rule.id);
    } catch (error) {
      setProblem(errorMessage(error));
    }
  }

  return (
    <Stack gap="sm" component="section" aria-labelledby="planner-setbacks-title">
      <Group justify="space-between" gap="xs">
        <Title order={3} size="h5" id="planner-setbacks-title">
          {i18n._('planner.setbacksSection.setbacks')}
        </Title>
        {!rules.loading && !rules.enabled && !rules.hidden ? (
          <Badge color="gray" variant="light">
            {i18n._('planner.setbacksSection.lockedBadge')}
          </Badge>
        ) : null}
      </Group>
      {rules.loading ? (
        <Loader
          role="status"
          size="sm"
          aria-label={i18n._('planner.setbacksSection.loadingTheSetbackRules')}
        />
      ) : !rules.enabled ? (
        <Text size="sm">{setbacksLocked()}</Text>
      ) : rules.query.isError ? (
        <Alert color="red">{errorMessage(rules.query.error)}</Alert>
      ) : (
        <>
          {rules.rules.length === 0 ? (
            <Text size="sm" c="dimmed">
              {i18n._('planner.setbacksSection.noSetbackRulesYet')}
            </Text>
          ) : (
            <ul
              aria-label={i18n._('planner.setbacksSection.setbackRules')}
              style={{ margin: 0, padding: 0, listStyle: 'none' }}
            >
              {rules.rules.map((rule) => (
                <li key={rule.id} style={{ marginBottom: 8 }}>
                  {editing === rule.id ? (
                    <RuleForm
                      initial={draftOf(rule)}
                      layerNames={layerNames}
                      submitLabel={i18n._('planner.setbacksSection.saveRule')}
                      onCancel={() => setEditing(null)}
                      onSubmit={async (draft) => {
                        await calls.update(rule, bodyOf(draft));
                        setEditing(null);
                      }}
                    />
                  ) : (
                    <Group justify="space-between" wrap="nowrap" gap="xs">
                      <div>
                        <Text size="sm" fw={600}>
                          {rule.name}
                        </Text>
                        <Text size="xs">{ruleSummary(rule, layerNames)}</Text>
                      </div>
                      {mayEdit ? (
                        <Group gap={4} wrap="nowrap">
                          <Button
                            size="compact-xs"
                            variant="default"
                            aria-label={i18n._('planner.setbacksSection.edit', { name: rule.name })}
                            onClick={() => setEditing(rule.id)}
                          >
                            {i18n._('planner.setbacksSection.edit2')}
                          </Button>
                          <Button
                            size="compact-xs"
                            variant="default"
                            color="red"
                            aria-label={i18n._('planner.setbacksSection.delete', { name: rule.name })}
                            onClick={() => void remove(rule)}
                          >
                            {i18n._('planner.setbacksSection.delete2')}
                          </Button>
                        </Group>
                      ) : null}
                    </Group>
                  )}
                </li>
              ))}
            </ul>
          )}
          {problem ? (
            <Alert color="red" role="alert" title={i18n._('planner.setbacksSection.theRuleWasNot')}>
              {problem}
            </Alert>
          ) : null}
          {mayEdit && editing === null ? (
            <details>
              <summary style={{ cursor: 'pointer', fontSize: 14 }}>
                {i18n._('planner.setbacksSection.addARule')}
              </summary>
              <RuleForm
                initial={emptyDraft}
                layerNames={layerNames}
                submitLabel={i18n._('planner.setbacksSection.addRule')}
                onSubmit={async (draft) => {
                  await calls.create(bodyOf(draft));
                }}
              />
            </details>
          ) : null}
          <section aria-labelledby="planner-setback-breaches-title">
            <Title order={4} size="h6" id="planner-setback-breaches-title">
              {i18n._('planner.setbacksSection.turbinesBreakingARule')}
            </Title>
            {checks.breaches.length === 0 ? (
              <Text size="sm">{i18n._('planner.setbacksSection.noTurbineBreaksA')}</Text>
            ) : (
              <ul
                aria-label={i18n._('planner.setbacksSection.setbackBreaches')}
                style={{ margin: 0, paddingLeft: 18 }}
              >
                {checks.breaches.map((breach) => (
                  <li key={`${breach.turbineId}:${breach.ruleId}:${breach.featureId}`}>
                    <UnstyledButton onClick={() => select(breach.turbineId)} style={{ textAlign: 'left' }}>
                      <Text size="sm" c="red.8">
                        {breach.message}
                      </Text>
                    </UnstyledButton>
                    <Text size="xs" c="dimmed">
                      {i18n._('planner.setbacksSection.measured', {
                        distance: fixed(breach.distance, 2),
                        required: fixed(breach.required, 2),
                      })}
                    </Text>
                  </li>
                ))}
              </ul>
            )}
          </section>
        </>
      )}
    </Stack>
  );
}
