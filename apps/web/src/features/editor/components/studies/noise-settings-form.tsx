import { i18n } from '@lingui/core';
import { Checkbox, Group, SegmentedControl, Select, Stack, Table, Text } from '@mantine/core';
import { useQueryClient } from '@tanstack/react-query';
import {
  DEFAULT_NOISE_SETTINGS_VALUES,
  NOISE_RULE_SETS,
  type NoiseRuleSetId,
  type NoiseSettingsValues,
  RECEPTOR_CATEGORIES,
  type ReceptorCategory,
} from '@vantage/contracts';
import type { NoiseStudyTurbine } from '@vantage/contracts/studies/noise-study';
import { useMemo, useState } from 'react';
import { NumberField, type NumberFieldValue } from '@/components/number-field/number-field';
import { errorMessage } from '@/lib/api-error';
import { notifyError } from '@/lib/notify';
import { saveNoiseSettings, useNoiseSettings } from '../../api/noise-settings';
import { noiseRuleSetText, receptorCategoryText } from '../../i18n/catalogue-words';
import { inSentence } from '../../i18n/in-sentence';
import { type ChosenModes, chosenModesOf, turbineModesOf } from '../../model/noise-modes';
import type { Planner } from '../../state/use-planner';
import { NoiseModesTable } from './noise-modes-table';
import { SettingsSaveBar, useStoredForm } from './settings-form';

const LIMIT_PERIODS = ['day', 'evening', 'night', 'lden'] as const;
type LimitPeriod = (typeof LIMIT_PERIODS)[number];
const LIMIT_LABELS: Record<LimitPeriod, string> = {
  get day() {
    return i18n._('planner.noiseSettingsForm.limitLabelsDay');
  },
  get evening() {
    return i18n._('planner.noiseSettingsForm.limitLabelsEvening');
  },
  get night() {
    return i18n._('planner.noiseSettingsForm.limitLabelsNight');
  },
  get lden() {
    return i18n._('planner.noiseSettingsForm.limitLabelsLden');
  },
};

type Form = {
  ruleSet: NoiseRuleSetId;
  etsuDayLimit: NumberFieldValue;
  method: NoiseSettingsValues['method'];
  groundSource: NumberFieldValue;
  groundMiddle: NumberFieldValue;
  groundReceiver: NumberFieldValue;
  temperatureC: NumberFieldValue;
  relativeHumidityPercent: NumberFieldValue;
  pressureKPa: NumberFieldValue;
  receiverHeight: NumberFieldValue;
  lden: boolean;
  includeExistingTurbines: boolean;
  customLimits: Record<ReceptorCategory, Record<LimitPeriod, NumberFieldValue>>;
  /** Of the turbines of every scenario: those of other scenarios are kept as stored. */
  turbineModes: ChosenModes;
};

/** The ranges the server takes (contracts' noise-settings.ts), for the refusals in words. */
const RANGES = {
  etsuDayLimit: [35, 40, ' dB(A)'],
  groundSource: [0, 1, ' (0 hard, 1 porous)'],
  groundMiddle: [0, 1, ' (0 hard, 1 porous)'],
  groundReceiver: [0, 1, ' (0 hard, 1 porous)'],
  temperatureC: [-30, 50, ' °C'],
  relativeHumidityPercent: [10, 100, ' %'],
  pressureKPa: [80, 110, ' kPa'],
  receiverHeight: [1, 30, ' m'],
} as const satisfies Partial<Record<keyof Form, readonly [number, number, string]>>;
type RangedField = keyof typeof RANGES;
const LEVEL_RANGE = [0, 120, ' dB(A)'] as const;

const rangeText = ([min, max, unit]: readonly [number, number, string]) =>
  i18n._('planner.noiseSettingsForm.range', { min: min < 0 ? `−${-min}` : min, max, unit });
const outside = (value: NumberFieldValue, [min, max]: readonly [number, number, string]) =>
  value === '' || value < min || value > max;

function formOf(values: NoiseSettingsValues): Form {
  const limits = new Map(values.customLimits.map((entry) => [entry.category, entry]));
  return {
    ruleSet: values.ruleSet,
    etsuDayLimit: values.etsuDayLimit,
    method: values.method,
    groundSource: values.groundFactors.source,
    groundMiddle: values.groundFactors.middle,
    groundReceiver: values.groundFactors.receiver,
    temperatureC: values.temperatureC,
    relativeHumidityPercent: values.relativeHumidityPercent,
    pressureKPa: values.pressureKPa,
    receiverHeight: values.receiverHeight,
    lden: values.lden,
    includeExistingTurbines: values.includeExistingTurbines,
    customLimits: Object.fromEntries(
      RECEPTOR_CATEGORIES.map((category) => {
        const entry = limits.get(category);
        return [category, Object.fromEntries(LIMIT_PERIODS.map((period) => [period, entry?.[period] ?? '']))];
      }),
    ) as Form['customLimits'],
    turbineModes: chosenModesOf(values.turbineModes),
  };
}

/** The first field that is refused, in words; null when the form can be saved and calculated. */
function problemOf(form: Form): string | null {
  for (const [field, range] of Object.entries(RANGES) as [RangedField, (typeof RANGES)[RangedField]][])
    if (outside(form[field], range)) return `${FIELD_LABELS[field]}: ${inSentence(rangeText(range))}`;
  if (form.ruleSet === 'custom')
    for (const category of RECEPTOR_CATEGORIES)
      for (const period of LIMIT_PERIODS) {
        const value = form.customLimits[category][period];
        if (value !== '' && outside(value, LEVEL_RANGE))
          return `${receptorCategoryText(category)}, ${LIMIT_LABELS[period]}: ${inSentence(rangeText(LEVEL_RANGE))}`;
      }
  return null;
}

const num = (value: NumberFieldValue) => (value === '' ? 0 : value);

/** The settings the form stands for (valid or not: `problemOf` says). */
function valuesOf(form: Form): NoiseSettingsValues {
  return {
    method: form.method,
    temperatureC: num(form.temperatureC),
    relativeHumidityPercent: num(form.relativeHumidityPercent),
    pressureKPa: num(form.pressureKPa),
    groundFactors: {
      source: num(form.groundSource),
      middle: num(form.groundMiddle),
      receiver: num(form.groundReceiver),
    },
    receiverHeight: num(form.receiverHeight),
    ruleSet: form.ruleSet,
    etsuDayLimit: num(form.etsuDayLimit),
    customLimits: RECEPTOR_CATEGORIES.flatMap((category) => {
      const limits = form.customLimits[category];
      const given = LIMIT_PERIODS.filter((period) => limits[period] !== '');
      return given.length
        ? [{ category, ...Object.fromEntries(given.map((period) => [period, limits[period]])) }]
        : [];
    }),
    lden: form.lden,
    includeExistingTurbines: form.includeExistingTurbines,
    turbineModes: turbineModesOf(form.turbineModes),
  };
}

const FIELD_LABELS: Record<RangedField, string> = {
  get etsuDayLimit() {
    return i18n._('planner.noiseSettingsForm.fieldLabelsEtsuDayLimit');
  },
  get groundSource() {
    return i18n._('planner.noiseSettingsForm.fieldLabelsGroundSource');
  },
  get groundMiddle() {
    return i18n._('planner.noiseSettingsForm.fieldLabelsGroundMiddle');
  },
  get groundReceiver() {
    return i18n._('planner.noiseSettingsForm.fieldLabelsGroundReceiver');
  },
  get temperatureC() {
    return i18n._('planner.noiseSettingsForm.fieldLabelsTemperatureC');
  },
  get relativeHumidityPercent() {
    return i18n._('planner.noiseSettingsForm.fieldLabelsRelativeHumidityPercent');
  },
  get pressureKPa() {
    return i18n._('planner.noiseSettingsForm.fieldLabelsPressureKPa');
  },
  get receiverHeight() {
    return i18n._('planner.noiseSettingsForm.fieldLabelsReceiverHeight');
  },
};

const keyOf = (form: Form) => JSON.stringify(valuesOf(form));
type SetField = <Key extends keyof Form>(key: Key, value: Form[Key]) => void;

/**
 * The project's noise settings in the Noise tab: filled from the stored settings, validated in
 * words, saved with If-Match on the version read (a 412 opens the planner's conflict dialog).
 * `values` is what a calculation takes: the form's, or null while a field is refused.
 */
export function useNoiseSettingsForm(planner: Planner) {
  const queryClient = useQueryClient();
  const stored = useNoiseSettings(planner.projectId, true);
  const { form, set, changed, ready } = useStoredForm(
    stored.data,
    () => formOf({ ...DEFAULT_NOISE_SETTINGS_VALUES }),
    formOf,
    keyOf,
  );
  const [saving, setSaving] = useState(false);
  const problem = problemOf(form);
  const key = keyOf(form);
  // A new object only when the settings change, so that the request built from it keeps its identity.
  // biome-ignore lint/correctness/useExhaustiveDependencies: the form is read through its key
  const values = useMemo(() => valuesOf(form), [key]);
  async function save() {
    if (!stored.data || problem) return;
    setSaving(true);
    try {
      await saveNoiseSettings(planner.projectId, stored.data.version, values, queryClient);
    } catch (error) {
      notifyError({
        title: i18n._('planner.noiseSettingsForm.theNoiseSettingsWere'),
        message: errorMessage(error),
      });
    } finally {
      setSaving(false);
    }
  }
  // Nothing to calculate until the stored settings are read: the turbines' modes come from them.
  return {
    stored,
    form,
    set,
    changed,
    ready,
    problem,
    values: problem || !stored.data ? null : values,
    saving,
    save,
  };
}

export type NoiseSettingsFormState = ReturnType<typeof useNoiseSettingsForm>;

/** A fieldset that draws nothing of its own: it disables the fields until the stored settings are here. */
const FIELDSET = { border: 0, padding: 0, margin: 0, minWidth: 0 };

export function NoiseSettingsForm({
  state,
  mayChange,
  turbines,
}: {
  state: NoiseSettingsFormState;
  mayChange: boolean;
  /** The active scenario's turbines as the study reads them, for their operating modes. */
  turbines: readonly NoiseStudyTurbine[];
}) {
  const { form, set, ready } = state;
  const ranged = (field: RangedField, decimalScale: number) => (
    <NumberField
      label={FIELD_LABELS[field]}
      value={form[field]}
      onChange={(value) => set(field, value)}
      decimalScale={decimalScale}
      clampBehavior="none"
      error={outside(form[field], RANGES[field]) ? rangeText(RANGES[field]) : undefined}
    />
  );
  return (
    <fieldset
      disabled={!ready}
      style={FIELDSET}
      aria-label={i18n._('planner.noiseSettingsForm.noiseSettings')}
    >
      <Stack gap="xs">
        <Select
          label={i18n._('planner.noiseSettingsForm.limitsRuleSet')}
          value={form.ruleSet}
          onChange={(value) => value && set('ruleSet', value as NoiseRuleSetId)}
          data={NOISE_RULE_SETS.map((id) => ({ value: id, label: noiseRuleSetText(id) }))}
          allowDeselect={false}
        />
        {form.ruleSet === 'uk-etsu-r-97' ? ranged('etsuDayLimit', 1) : null}
        {form.ruleSet === 'custom' ? <CustomLimits form={form} set={set} /> : null}
        <SegmentedControl
          aria-label={i18n._('planner.noiseSettingsForm.method')}
          value={form.method}
          onChange={(value) => set('method', value as Form['method'])}
          data={[
            { label: i18n._('planner.noiseSettingsForm.iso96132General'), value: 'general' },
            { label: i18n._('planner.noiseSettingsForm.interimMethodLai'), value: 'interim' },
          ]}
        />
        <Group grow gap="xs" align="flex-start">
          {ranged('groundSource', 2)}
          {ranged('groundMiddle', 2)}
          {ranged('groundReceiver', 2)}
        </Group>
        <Group grow gap="xs" align="flex-start">
          {ranged('temperatureC', 1)}
          {ranged('relativeHumidityPercent', 0)}
          {ranged('pressureKPa', 3)}
        </Group>
        {ranged('receiverHeight', 1)}
        <Checkbox
          label={i18n._('planner.noiseSettingsForm.ldenBesideThePeriods')}
          checked={form.lden}
          onChange={(event) => set('lden', event.currentTarget.checked)}
        />
        <Checkbox
          label={i18n._('planner.noiseSettingsForm.includeExistingTurbines')}
          checked={form.includeExistingTurbines}
          onChange={(event) => set('includeExistingTurbines', event.currentTarget.checked)}
        />
        <NoiseModesTable
          turbines={turbines}
          chosen={form.turbineModes}
          onChange={(next) => set('turbineModes', next)}
        />
        {state.problem ? (
          <Text size="sm" c="red" role="alert">
            {i18n._('planner.noiseSettingsForm.notCalculatedOrSaved', { problem: state.problem })}
          </Text>
        ) : null}
        <SettingsSaveBar
          mayChange={mayChange}
          saving={state.saving}
          canSave={state.problem === null && state.changed}
          onSave={() => void state.save()}
          stored={state.stored}
          changed={state.changed}
        />
      </Stack>
    </fieldset>
  );
}

/** The own limits per receptor category and period (an empty field: no limit there). */
function CustomLimits({ form, set }: { form: Form; set: SetField }) {
  const change = (category: ReceptorCategory, period: LimitPeriod, value: NumberFieldValue) =>
    set('customLimits', {
      ...form.customLimits,
      [category]: { ...form.customLimits[category], [period]: value },
    });
  return (
    <Table withTableBorder fz="xs" aria-label={i18n._('planner.noiseSettingsForm.ownLimitsInDb')}>
      <Table.Thead>
        <Table.Tr>
          <Table.Th>{i18n._('planner.noiseSettingsForm.receptorCategory')}</Table.Th>
          {LIMIT_PERIODS.map((period) => (
            <Table.Th key={period}>{LIMIT_LABELS[period]}</Table.Th>
          ))}
        </Table.Tr>
      </Table.Thead>
      <Table.Tbody>
        {RECEPTOR_CATEGORIES.map((category) => (
          <Table.Tr key={category}>
            <Table.Th scope="row">{receptorCategoryText(category)}</Table.Th>
            {LIMIT_PERIODS.map((period) => {
              const value = form.customLimits[category][period];
              return (
                <Table.Td key={period}>
                  <NumberField
                    aria-label={i18n._('planner.noiseSettingsForm.limitDbA', {
                      value: LIMIT_LABELS[period],
                      value2: receptorCategoryText(category),
                    })}
                    size="xs"
                    value={value}
                    onChange={(next) => change(category, period, next)}
                    decimalScale={1}
                    clampBehavior="none"
                    error={value !== '' && outside(value, LEVEL_RANGE) ? rangeText(LEVEL_RANGE) : undefined}
                  />
                </Table.Td>
              );
            })}
          </Table.Tr>
        ))}
      </Table.Tbody>
    </Table>
  );
}
