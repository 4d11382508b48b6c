import { i18n } from '@lingui/core';
import { Checkbox, Group, SegmentedControl, Stack, TextInput } from '@mantine/core';
import { useQueryClient } from '@tanstack/react-query';
import type { ShadowFlickerSettings } from '@vantage/contracts/studies/shadow-api';
import type { ShadowLimitChoice } from '@vantage/contracts/studies/shadow-limits';
import { defaultShadowYear } from '@vantage/contracts/studies/shadow-plan';
import { useState } from 'react';
import { NumberField, type NumberFieldValue } from '@/components/number-field/number-field';
import { errorMessage } from '@/lib/api-error';
import { notifyError } from '@/lib/notify';
import { saveShadowFlickerSettings, useShadowFlickerSettings } from '../../api/shadow-flicker-settings';
import type { Planner } from '../../state/use-planner';
import { SettingsSaveBar, useStoredForm } from './settings-form';

/** Twelve fractions from 0 to 1, written with commas or spaces; null when they are not. */
function twelveFractions(text: string): number[] | null {
  const values = text
    .split(/[\s,;]+/)
    .filter(Boolean)
    .map(Number);
  return values.length === 12 && values.every((value) => Number.isFinite(value) && value >= 0 && value <= 1)
    ? values
    : null;
}

const browserTimeZone = () => Intl.DateTimeFormat().resolvedOptions().timeZone;
const fractionsText = (values: readonly number[] | undefined) => (values ? values.join(', ') : '');

type Form = {
  year: NumberFieldValue;
  timeZone: string;
  minimumElevation: NumberFieldValue;
  maxDistance: NumberFieldValue;
  limits: ShadowLimitChoice;
  ownHours: NumberFieldValue;
  ownMinutes: NumberFieldValue;
  includeExisting: boolean;
  sunshine: string;
  operating: string;
  source: string;
};

/** The form's fields from the project's stored settings, each default where none is stored. */
function formOf(stored: ShadowFlickerSettings): Form {
  return {
    year: stored.year ?? defaultShadowYear(),
    // A project without a stored zone proposes the browser's: the receptors' local clock is what
    // a shutdown module is programmed in, and the planner is mostly used near the site.
    timeZone: stored.timeZone ?? browserTimeZone(),
    minimumElevation: stored.minimumElevation ?? 3,
    maxDistance: stored.maxDistance ?? 2000,
    limits: stored.limits ?? 'DE',
    ownHours: stored.ownLimits?.hoursPerYear ?? 30,
    ownMinutes: stored.ownLimits?.minutesPerDay ?? 30,
    includeExisting: stored.includeExisting ?? true,
    sunshine: fractionsText(stored.expected?.sunshine),
    operating: fractionsText(stored.expected?.operating),
    source: stored.expected?.source ?? '',
  };
}

/** The settings a calculation takes (and a save stores) from the form's fields. */
function settingsOf(form: Form): ShadowFlickerSettings {
  const sunshineValues = twelveFractions(form.sunshine);
  const operatingValues = twelveFractions(form.operating);
  const expectedAsked = form.sunshine.trim() !== '' || form.operating.trim() !== '';
  return {
    year: form.year === '' ? undefined : form.year,
    timeZone: form.timeZone,
    minimumElevation: form.minimumElevation === '' ? undefined : form.minimumElevation,
    maxDistance: form.maxDistance === '' ? undefined : form.maxDistance,
    limits: form.limits,
    ...(form.limits === 'own'
      ? {
          ownLimits: {
            ...(form.ownHours === '' ? {} : { hoursPerYear: form.ownHours }),
            ...(form.ownMinutes === '' ? {} : { minutesPerDay: form.ownMinutes }),
          },
        }
      : {}),
    includeExisting: form.includeExisting,
    ...(expectedAsked && sunshineValues && operatingValues
      ? { expected: { sunshine: sunshineValues, operating: operatingValues, source: form.source.trim() } }
      : {}),
  };
}

const settingsKey = (form: Form) => JSON.stringify(settingsOf(form));

function isValid(form: Form) {
  const expectedAsked = form.sunshine.trim() !== '' || form.operating.trim() !== '';
  const expectedValid =
    !expectedAsked ||
    (twelveFractions(form.sunshine) && twelveFractions(form.operating) && form.source.trim() !== '');
  return (
    form.year !== '' &&
    form.year >= 1950 &&
    form.year <= 2150 &&
    form.minimumElevation !== '' &&
    form.maxDistance !== '' &&
    form.maxDistance >= 100 &&
    form.maxDistance <= 10_000 &&
    Boolean(expectedValid)
  );
}

/**
 * The shadow-flicker settings of the tab: filled from the project's stored settings (decision
 * 190), the settings a calculation takes, and the save on the version read (a 412 goes to the
 * planner's conflict dialog).
 */
export function useShadowFlickerForm(planner: Planner, enabled: boolean) {
  const queryClient = useQueryClient();
  const stored = useShadowFlickerSettings(planner.projectId, enabled);
  const { form, set, changed, ready } = useStoredForm(stored.data, () => formOf({}), formOf, settingsKey);
  const [saving, setSaving] = useState(false);
  const settings = settingsOf(form);
  const valid = isValid(form);
  async function save() {
    if (!stored.data) return;
    setSaving(true);
    try {
      await saveShadowFlickerSettings(planner.projectId, stored.data.version, settings, queryClient);
    } catch (error) {
      notifyError({
        title: i18n._('planner.shadowFlickerSettingsForm.theShadowFlickerSettings'),
        message: errorMessage(error),
      });
    } finally {
      setSaving(false);
    }
  }
  return { stored, form, set, changed, ready, settings, key: JSON.stringify(settings), valid, saving, save };
}

export type ShadowFlickerForm = ReturnType<typeof useShadowFlickerForm>;

/** The settings' fields, validated in words, and "Save settings" for those who may change content. */
export function ShadowFlickerSettingsForm({
  state,
  mayChange,
}: {
  state: ShadowFlickerForm;
  mayChange: boolean;
}) {
  const { form, set, ready } = state;
  const sunshineValues = twelveFractions(form.sunshine);
  const operatingValues = twelveFractions(form.operating);
  const expectedAsked = form.sunshine.trim() !== '' || form.operating.trim() !== '';
  return (
    <fieldset disabled={!ready} style={{ border: 0, padding: 0, margin: 0, minWidth: 0 }}>
      <Stack gap="sm">
        <Group grow gap="xs">
          <NumberField
            label={i18n._('planner.shadowFlickerSettingsForm.year')}
            value={form.year}
            onChange={(value) => set('year', value)}
            min={1950}
            max={2150}
            decimalScale={0}
          />
          <TextInput
            label={i18n._('planner.shadowFlickerSettingsForm.timeZone')}
            value={form.timeZone}
            onChange={(event) => set('timeZone', event.currentTarget.value)}
          />
        </Group>
        <Group grow gap="xs">
          <NumberField
            label={i18n._('planner.shadowFlickerSettingsForm.minimumSunElevation')}
            value={form.minimumElevation}
            onChange={(value) => set('minimumElevation', value)}
            min={0}
            max={20}
            decimalScale={1}
          />
          <NumberField
            label={i18n._('planner.shadowFlickerSettingsForm.maximumDistanceM')}
            value={form.maxDistance}
            onChange={(value) => set('maxDistance', value)}
            min={100}
            max={10_000}
            decimalScale={0}
            error={
              form.maxDistance !== '' && form.maxDistance >= 100 && form.maxDistance <= 10_000
                ? undefined
                : i18n._('planner.shadowFlickerSettingsForm.from100To10')
            }
          />
        </Group>
        <SegmentedControl
          aria-label={i18n._('planner.shadowFlickerSettingsForm.limits')}
          value={form.limits}
          onChange={(value) => set('limits', value as ShadowLimitChoice)}
          data={[
            { label: i18n._('planner.shadowFlickerSettingsForm.de30HYear'), value: 'DE' },
            { label: i18n._('planner.shadowFlickerSettingsForm.nl17DaysOver'), value: 'NL' },
            { label: i18n._('planner.shadowFlickerSettingsForm.own'), value: 'own' },
          ]}
        />
        {form.limits === 'own' ? (
          <Group grow gap="xs">
            <NumberField
              label={i18n._('planner.shadowFlickerSettingsForm.hoursAYearAt')}
              value={form.ownHours}
              onChange={(value) => set('ownHours', value)}
              min={0}
              max={8760}
            />
            <NumberField
              label={i18n._('planner.shadowFlickerSettingsForm.minutesADayAt')}
              value={form.ownMinutes}
              onChange={(value) => set('ownMinutes', value)}
              min={0}
              max={1440}
            />
          </Group>
        ) : null}
        <Checkbox
          label={i18n._('planner.shadowFlickerSettingsForm.includeExistingTurbines')}
          checked={form.includeExisting}
          onChange={(event) => set('includeExisting', event.currentTarget.checked)}
        />
        <TextInput
          label={i18n._('planner.shadowFlickerSettingsForm.monthlySunshineFractionsJanuary')}
          placeholder={i18n._('planner.shadowFlickerSettingsForm.12ValuesFrom0')}
          value={form.sunshine}
          onChange={(event) => set('sunshine', event.currentTarget.value)}
          error={
            form.sunshine.trim() !== '' && !sunshineValues
              ? i18n._('planner.shadowFlickerSettingsForm.12ValuesFrom0')
              : undefined
          }
        />
        <TextInput
          label={i18n._('planner.shadowFlickerSettingsForm.operatingSharePerWind')}
          placeholder={i18n._('planner.shadowFlickerSettingsForm.12ValuesFrom0')}
          value={form.operating}
          onChange={(event) => set('operating', event.currentTarget.value)}
          error={
            form.operating.trim() !== '' && !operatingValues
              ? i18n._('planner.shadowFlickerSettingsForm.12ValuesFrom0')
              : undefined
          }
        />
        <TextInput
          label={i18n._('planner.shadowFlickerSettingsForm.sourceOfTheSunshine')}
          value={form.source}
          onChange={(event) => set('source', event.currentTarget.value)}
          error={
            expectedAsked && form.source.trim() === ''
              ? i18n._('planner.shadowFlickerSettingsForm.nameTheSourceOf')
              : undefined
          }
        />
        <SettingsSaveBar
          mayChange={mayChange}
          saving={state.saving}
          canSave={state.valid && state.changed}
          onSave={() => void state.save()}
          stored={state.stored}
          changed={state.changed}
        />
      </Stack>
    </fieldset>
  );
}
