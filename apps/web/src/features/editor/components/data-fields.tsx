import { SimpleGrid, TextInput } from '@mantine/core';
import { NumberField } from '@/components/number-field/number-field';
import { FIELDS, fieldProblem } from '../model/validation';
import type { ObjectKind } from '../object-types';

export type DataValues = Record<string, number | string | undefined>;

type Props = {
  kind: ObjectKind;
  values: DataValues;
  /** What shows when a field is empty (e.g. the preset's value). */
  placeholders?: DataValues;
  disabled?: boolean;
  onChange: (key: string, value: number | string | undefined) => void;
  /** A problem that spans fields (a rotor too large for its tower). */
  problem?: string | null;
};

/** The settings of one kind (hub height, tilt, span …), each with its unit and range. */
export function DataFields({ kind, values, placeholders, disabled, onChange, problem }: Props) {
  return (
    <SimpleGrid cols={2} spacing="xs" verticalSpacing="xs">
      {FIELDS[kind].map((field) => {
        const value = values[field.key];
        const placeholder = placeholders?.[field.key];
        if (field.unit === 'colour')
          return (
            <TextInput
              key={field.key}
              label={field.label}
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
            label={`${field.label} (${field.unit})`}
            value={typeof value === 'number' ? value : ''}
            placeholder={placeholder === undefined ? undefined : String(placeholder)}
            min={field.min}
            max={field.max}
            step={field.step}
            decimalScale={2}
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
      if (typeof item === 'number' || typeof item === 'string') data[key] = item;
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
