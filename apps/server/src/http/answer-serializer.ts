import fastJsonStringify from 'fast-json-stringify';
import type { FastifySerializerCompiler } from 'fastify/types/schema.js';
import { serializerCompiler as zodSerializerCompiler } from 'fastify-type-provider-zod';
import { z } from 'zod';

/**
 * How the API writes its answers. Each route's answer schema (a contract's zod
 * schema) is turned into JSON Schema once and compiled by fast-json-stringify, Fastify's own
 * serializer: it writes only the properties the contract declares, so a field the contract does
 * not name never leaves the server, without copying the answer first. fastify-type-provider-zod's
 * serializer (`safeEncode`, then `JSON.stringify`) validated and copied every answer: ~170 KB of
 * garbage and ~10 % of the CPU of a page of 50 projects.
 *
 * fast-json-stringify does not check types; zod does. So with `checkAnswers` (every
 * NODE_ENV but production: the tests, `npm start`, development) each answer also goes through
 * zod's serializer as before: an answer the contract rejects is a 500 as it was, and the two
 * texts must be the same, or the answer is a 500 too. Production writes the fast text alone.
 *
 * Schemas that are not plain data (transforms, pipes, defaults, dates, ...) keep zod's
 * serializer: their wire form is not their JSON Schema.
 */
type AnswerSerializerOptions = { checkAnswers: boolean };

/** zod definition types whose answers are their JSON Schema, written as they are. */
const PLAIN = new Set([
  'string',
  'number',
  'boolean',
  'null',
  'literal',
  'enum',
  'object',
  'array',
  'union',
  'nullable',
  'optional',
  'record',
  'unknown',
  'any',
]);

type Def = {
  type: string;
  shape?: Record<string, z.core.$ZodType>;
  element?: z.core.$ZodType;
  options?: z.core.$ZodType[];
  innerType?: z.core.$ZodType;
  keyType?: z.core.$ZodType;
  valueType?: z.core.$ZodType;
  catchall?: z.core.$ZodType;
};

/** Whether every part of `schema` is plain data (see PLAIN). */
export function isPlainSchema(schema: z.core.$ZodType, seen = new Set<z.core.$ZodType>()): boolean {
  if (seen.has(schema)) return true;
  seen.add(schema);
  const def = schema._zod.def as unknown as Def;
  if (!PLAIN.has(def.type)) return false;
  const parts = [
    ...Object.values(def.shape ?? {}),
    ...(def.options ?? []),
    def.element,
    def.innerType,
    def.keyType,
    def.valueType,
    def.catchall,
  ];
  return parts.every((part) => part === undefined || isPlainSchema(part, seen));
}

type Serialize = (data: unknown) => string;
type JsonSchema = { [keyword: string]: unknown };

const isNullType = (schema: unknown) =>
  typeof schema === 'object' &&
  schema !== null &&
  Object.keys(schema).length === 1 &&
  (schema as JsonSchema).type === 'null';

/**
 * zod writes `.nullable()` of an object or an integer as `anyOf: [schema, {type: 'null'}]`, for
 * which fast-json-stringify runs a JSON Schema validator on every value to pick the branch. Its
 * own `nullable: true` keyword writes the same (null, or the value by its schema) with a plain
 * comparison.
 */
export function withNullableKeyword(schema: unknown): unknown {
  if (Array.isArray(schema)) return schema.map(withNullableKeyword);
  if (typeof schema !== 'object' || schema === null) return schema;
  const out: JsonSchema = {};
  for (const [keyword, value] of Object.entries(schema)) out[keyword] = withNullableKeyword(value);
  const anyOf = out.anyOf;
  if (!Array.isArray(anyOf) || anyOf.length !== 2) return out;
  const nullIndex = anyOf.findIndex(isNullType);
  const other = anyOf[1 - nullIndex] as JsonSchema | undefined;
  if (nullIndex < 0 || !other || isNullType(other)) return out;
  if (['anyOf', 'oneOf', 'allOf', '$ref', 'nullable', 'const'].some((keyword) => keyword in other))
    return out;
  const { anyOf: _replaced, ...rest } = out;
  return { ...rest, ...other, nullable: true };
}

/** fast-json-stringify's serializer for a plain schema, or undefined when it has none. */
export function compileFast(schema: z.core.$ZodType): Serialize | undefined {
  if (!isPlainSchema(schema)) return undefined;
  try {
    const jsonSchema = z.toJSONSchema(schema, { target: 'draft-7', io: 'output', unrepresentable: 'throw' });
    return fastJsonStringify(
      withNullableKeyword(jsonSchema) as Parameters<typeof fastJsonStringify>[0],
    ) as Serialize;
  } catch {
    // Not expressible for fast-json-stringify: zod writes it (answer-serializer.test.ts compiles
    // every route's answer, so this is only a safety net).
    return undefined;
  }
}

class AnswerMismatchError extends Error {
  constructor(method: string, url: string) {
    super(
      `The answer of ${method} ${url} is written differently by its two serializers (answer-serializer.ts)`,
    );
  }
}

export function answerSerializerCompiler(
  options: AnswerSerializerOptions,
): FastifySerializerCompiler<z.ZodType> {
  return (route) => {
    const viaZod = zodSerializerCompiler(route) as Serialize;
    const schema = route.schema instanceof z.core.$ZodType ? route.schema : undefined;
    // Compiled when first used: a route that never answers costs nothing at start.
    let fast: Serialize | undefined | null = schema ? null : undefined;
    const fastOrUndefined = () => {
      if (fast === null) fast = compileFast(schema!);
      return fast;
    };
    if (!options.checkAnswers) return (data) => (fastOrUndefined() ?? viaZod)(data);
    return (data) => {
      const checked = viaZod(data);
      const written = fastOrUndefined()?.(data) ?? checked;
      if (written !== checked) throw new AnswerMismatchError(route.method, route.url);
      return written;
    };
  };
}
