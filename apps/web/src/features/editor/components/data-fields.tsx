import { Checkbox, NativeSelect, SimpleGrid, TextInput } from '@mantine/core';
import { RECEPTOR_WINDOW_KEYS } from '@vantage/contracts';
import { NumberField } from '@/components/number-field/number-field';
import { KIND_MODULES } from '@/lib/plan/kinds/registry';
import { fieldLabel, optionText } from '../i18n/catalogue-words';
import { FIELDS, fieldProblem } from '../model/validation';
import type { ObjectKind } from '../object-types';

export type DataValues = Record<string, number | string | boolean | undefined>;

/** A receptor's window settings matter only when it does not see from all directions. */
const WINDOW_KEYS: ReadonlySet<string> = new Set([
  ...RECEPTOR_WINDOW_KEYS,
  'windowTilt',
  'windowCentreHeight',
]);

/**
 * The kind's choices, texts and yes/no settings (a receptor's category, address and shadow
 * mode), from the catalogue; a choice starts at the catalogue's default, a yes/no too.
 */
function OtherFields({ kind, values, disabled, onChange }: Omit<Props, 'placeholders' | 'problem'>) {
  return KIND_MODULES[kind].kind.fields.map((field) => {
    const value = values[field.key] ?? ('default' in field ? field.default : undefined);
    if (field.unit === 'choice')
      return (
        <NativeSelect
          key={field.key}
          label={fieldLabel(field)}
          value={typeof value === 'string' ? value : ''}
          disabled={disabled}
          data={field.options.map((option) => ({ value: option, label: optionText(field.key, option) }))}
          onChange={(event) => onChange(field.key, event.currentTarget.value)}
        />
      );
    if (field.unit === 'text')
      return (
        <TextInput
          key={field.key}
          label={fieldLabel(field)}
          value={typeof value === 'string' ? value : ''}
          maxLength={field.maxLength}
          disabled={disabled}
          style={{ gridColumn: '1 / -1' }}
          onChange={(event) => onChange(field.key, event.currentTarget.value || undefined)}
        />
      );
    if (field.unit === 'boolean')
      return (
        <Checkbox
          key={field.key}
          label={fieldLabel(field)}
          checked={value === true}
          disabled={disabled}
          style={{ gridColumn: '1 / -1' }}
          onChange={(event) => onChange(field.key, event.currentTarget.checked)}
        />
      );
    return null;
  });
}

type Props = {
  kind: ObjectKind;
  values: DataValues;
  /** What shows when a field is empty (e.g. the preset's value). */
  placeholders?: DataValues;
  disabled?: boolean;
  onChange: (key: string, value: number | string | boolean | undefined) => void;
  /** A problem that spans fields (a rotor too large for its tower). */
  problem?: string | null;
};

/** The settings of one kind (hub height, tilt, span …), each with its unit and range. */
export function DataFields({ kind, values, placeholders, disabled, onChange, problem }: Props) {
  return (
    <SimpleGrid cols={2} spacing="xs" verticalSpacing="xs">
      <OtherFields kind={kind} values={values} disabled={disabled} onChange={onChange} />
      {FIELDS[kind].map((field) => {
        if (kind === 'receptor' && WINDOW_KEYS.has(field.key) && values.allDirections !== false) return null;
        const value = values[field.key];
        const placeholder = placeholders?.[field.key];
        if (field.unit === 'colour')
          return (
            <TextInput
              key={field.key}
              label={fieldLabel(field)}
              value={typeof value === 'string' ? value : ''}
              placeholder={placeholder === undefined ? undefined : String(placeholder)}
              disabled={disabled}
              error={typeof value === 'string' && value !== '' ? fieldProblem(kind, field.key, value) : null}
              onChange={(event) => onChange(field.key, event.currentTarget.value || undefined)}
            />
          );
        return (
          <NumberField
            key={field.key}
            label={field.unit === 'count' ? fieldLabel(field) : `${fieldLabel(field)} (${field.unit})`}
            value={typeof value === 'number' ? value : ''}
            placeholder={placeholder === undefined ? undefined : String(placeholder)}
            min={field.min}
            max={field.max}
            step={field.step}
            decimalScale={field.unit === 'count' ? 0 : 2}
            disabled={disabled}
            error={typeof value === 'number' ? fieldProblem(kind, field.key, value) : null}
            onChange={(next) => onChange(field.key, next === '' ? undefined : next)}
          />
        );
      })}
      {problem ? (
        <div role="alert" style={{ gridColumn: '1 / -1', color: 'var(--mantine-color-red-8)', fontSize: 14 }}>
          {problem}
        </div>
      ) : null}
    </SimpleGrid>
  );
}

export function parseData(json: string | undefined | null): DataValues {
  if (!json) return {};
  try {
    const value: unknown = JSON.parse(json);
    if (!value || typeof value !== 'object' || Array.isArray(value)) return {};
    const data: DataValues = {};
    for (const [key, item] of Object.entries(value))
      if (typeof item === 'number' || typeof item === 'string' || typeof item === 'boolean') data[key] = item;
    return data;
  } catch {
    return {};
  }
}

/** The data as JSON, without empty fields; other keys the object already had are kept. */
export function dataJson(previous: string | undefined | null, values: DataValues): string {
  const kept = { ...parseData(previous), ...values };
  for (const key of Object.keys(kept)) if (kept[key] === undefined || kept[key] === '') delete kept[key];
  return JSON.stringify(kept);
}
