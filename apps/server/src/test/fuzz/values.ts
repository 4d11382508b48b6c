/**
 * Values for an OpenAPI 3.0 schema, drawn from a seeded generator so that a run is
 * reproducible from its seed: valid ones, ones on the edges of the schema, and invalid ones
 * (wrong type, out of range, too long, a NUL character, a missing required field).
 */

export type Schema = {
  $ref?: string;
  type?: string;
  format?: string;
  enum?: unknown[];
  nullable?: boolean;
  minimum?: number;
  maximum?: number;
  exclusiveMinimum?: boolean | number;
  exclusiveMaximum?: boolean | number;
  minLength?: number;
  maxLength?: number;
  pattern?: string;
  items?: Schema;
  minItems?: number;
  maxItems?: number;
  properties?: Record<string, Schema>;
  required?: string[];
  minProperties?: number;
  allOf?: Schema[];
  anyOf?: Schema[];
  oneOf?: Schema[];
  default?: unknown;
};

export type Mode = 'valid' | 'boundary' | 'invalid';

/** mulberry32: small, fast and good enough to spread requests; the same seed, the same run. */
export function seededRandom(seed: number) {
  let state = seed >>> 0;
  const next = () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
  return {
    next,
    int: (min: number, max: number) => min + Math.floor(next() * (max - min + 1)),
    pick: <T>(items: readonly T[]): T => items[Math.floor(next() * items.length)]!,
    chance: (p: number) => next() < p,
  };
}
export type Random = ReturnType<typeof seededRandom>;

const INT32_MAX = 2_147_483_647;
const WORDS = ['Wind', 'Solar', 'Grid', 'Ålesund', 'Zürich', '風力', 'a b', '<script>', "O'Brien", '{}', '🌬️'];
const NASTY_STRINGS = ['', ' ', 'x\u0000y', '\u0000', 'a'.repeat(10_001), '%00', '../..', '\ud800', 'null'];
const NASTY_NUMBERS = [
  -1,
  0,
  0.5,
  INT32_MAX + 1,
  -INT32_MAX - 2,
  Number.MAX_SAFE_INTEGER,
  1e308,
  -1e308,
  2 ** 53 + 2,
];

export function resolveRef(schema: Schema, components: Record<string, Schema>): Schema {
  let current = schema;
  for (let depth = 0; current.$ref && depth < 10; depth++) {
    current = components[current.$ref.split('/').pop()!] ?? {};
  }
  return current;
}

function typeOf(schema: Schema): string | undefined {
  if (schema.type) return schema.type;
  if (schema.properties) return 'object';
  if (schema.items) return 'array';
  return undefined;
}

function stringValue(schema: Schema, random: Random, mode: Mode): string {
  const min = schema.minLength ?? 0;
  const max = Math.min(schema.maxLength ?? 60, 20_000);
  if (schema.format === 'date-time') {
    if (mode === 'invalid') return random.pick(['yesterday', '2025-13-40T99:00:00Z', '']);
    return new Date(Date.UTC(2020, 0, 1) + random.int(0, 2_000) * 86_400_000).toISOString();
  }
  if (schema.format === 'email') {
    if (mode === 'invalid') return random.pick(['not-an-address', 'a@', 'x\u0000@example.test']);
    return `fuzz${random.int(1, 99_999)}@example.test`;
  }
  if (schema.format === 'uri') {
    if (mode === 'invalid') return random.pick(['not a url', 'javascript:alert(1)', '']);
    return `https://app.example.test/invitation/{invitationKey}`;
  }
  if (schema.format === 'uuid') {
    if (mode === 'invalid') return random.pick(['not-a-uuid', '00000000-0000-0000-0000-00000000000g']);
    return '00000000-0000-4000-8000-'.concat(String(random.int(0, 999_999_999_999)).padStart(12, '0'));
  }
  if (schema.pattern === '^[0-9A-Fa-f]{6}$') {
    return mode === 'invalid'
      ? random.pick(['#ffffff', 'red', '12345'])
      : random.int(0, 0xffffff).toString(16).padStart(6, '0');
  }
  if (mode === 'invalid') return random.pick([...NASTY_STRINGS, 'x'.repeat(max + 1)]);
  if (mode === 'boundary')
    return random.pick(['x'.repeat(min), 'y'.repeat(max), min === 0 ? '' : 'z'.repeat(min)]);
  const word = random.pick(WORDS);
  const text = `${word} ${random.int(1, 999)}`.slice(0, max);
  return text.length >= min ? text : text.padEnd(min, 'x');
}

function numberValue(schema: Schema, random: Random, mode: Mode): number {
  const integer = schema.type === 'integer';
  const exclusiveMin = schema.exclusiveMinimum === true ? 1 : 0;
  const low = Math.max(schema.minimum ?? -1_000, -INT32_MAX - 1) + (integer ? exclusiveMin : 0);
  const high = Math.min(schema.maximum ?? 1_000_000, INT32_MAX);
  if (mode === 'invalid') {
    return random.pick([...NASTY_NUMBERS, low - 1, high + 1, ...(integer ? [low + 0.5] : [])]);
  }
  if (mode === 'boundary') return random.pick([low, high, integer ? low + 1 : low + 0.001]);
  const value = low + random.next() * Math.min(high - low, 10_000);
  return integer ? Math.round(value) : Math.round(value * 1_000) / 1_000;
}

/** A value for `schema`; `mode` says how hard to push. */
export function valueFor(
  schemaOrRef: Schema,
  components: Record<string, Schema>,
  random: Random,
  mode: Mode,
  depth = 0,
): unknown {
  const schema = resolveRef(schemaOrRef, components);
  if (schema.allOf?.length) {
    return Object.assign(
      {},
      ...schema.allOf.map((part) => valueFor(part, components, random, mode, depth + 1)),
    );
  }
  const choices = schema.anyOf ?? schema.oneOf;
  if (choices?.length) return valueFor(random.pick(choices), components, random, mode, depth + 1);
  if (schema.nullable && random.chance(0.1)) return null;
  // An invalid value is now and then simply of another type.
  if (mode === 'invalid' && random.chance(0.3)) return random.pick([null, 'text', 12, true, [], {}]);
  if (schema.enum) return mode === 'invalid' ? 'NotOneOfThem' : random.pick(schema.enum);
  switch (typeOf(schema)) {
    case 'string':
      return stringValue(schema, random, mode);
    case 'integer':
    case 'number':
      return numberValue(schema, random, mode);
    case 'boolean':
      return random.chance(0.5);
    case 'array': {
      const min = schema.minItems ?? 0;
      const max = Math.min(schema.maxItems ?? 4, depth > 2 ? 1 : 4);
      const count = mode === 'boundary' ? random.pick([min, max]) : random.int(min, Math.max(min, max));
      return Array.from({ length: count }, () =>
        valueFor(
          schema.items ?? {},
          components,
          random,
          mode === 'invalid' && random.chance(0.5) ? 'invalid' : 'valid',
          depth + 1,
        ),
      );
    }
    case 'object': {
      const result: Record<string, unknown> = {};
      const required = new Set(schema.required ?? []);
      for (const [name, property] of Object.entries(schema.properties ?? {})) {
        const include = required.has(name) ? !(mode === 'invalid' && random.chance(0.2)) : random.chance(0.6);
        if (!include) continue;
        const propertyMode = mode === 'invalid' && !random.chance(0.3) ? 'valid' : mode;
        result[name] = valueFor(property, components, random, propertyMode, depth + 1);
      }
      if (mode === 'invalid' && random.chance(0.2)) result.unexpectedField = 'x\u0000';
      return result;
    }
    default:
      return random.pick(['anything', 1, true, null]);
  }
}
