import { z } from 'zod/mini';

/**
 * The contracts are written with zod's functional API, `zod/mini`: the dashboard
 * parses every answer with them, and the classic API's methods do not tree-shake (its first
 * load carried all of zod, ~22 KB compressed; mini carries what the schemas use). The schemas
 * are zod's own either way: the server's classic schemas compose them, and the OpenAPI
 * document generated from them is unchanged (apps/server/src/openapi/document.test.ts).
 *
 * The primitives every request schema is built from ("Bad input"): PostgreSQL's
 * `integer` ends at 2^31−1 and its `text` cannot hold a NUL character, so values outside
 * those answer 400 naming the field here instead of failing in the database as 500.
 */
export const INT32_MIN = -2_147_483_648;
export const INT32_MAX = 2_147_483_647;

/** An integer that fits PostgreSQL's `integer` (sort orders, counts, positions). */
export const Int32 = z.int().check(z.minimum(INT32_MIN), z.maximum(INT32_MAX));

/** A row id in a JSON body: a positive `integer`. */
export const Id = z.int().check(z.minimum(1), z.maximum(INT32_MAX));

/** A row id in a path or query (text, converted): a positive `integer`. */
export const IdParam = z.coerce.number().check(z.int(), z.minimum(1), z.maximum(INT32_MAX));

/** A non-negative integer in a query (text, converted), e.g. `Offset`. */
export const Int32Param = z.coerce.number().check(z.int(), z.minimum(0), z.maximum(INT32_MAX));

/** No NUL character: PostgreSQL text cannot store it. */
// biome-ignore lint/suspicious/noControlCharactersInRegex: finding the NUL character is the point.
const WITHOUT_NUL = /^[^\u0000]*$/u;

/** Any string the API accepts: text without a NUL character. */
export const SafeString = z
  .string()
  .check(z.regex(WITHOUT_NUL, { error: 'must not contain a NUL character' }));

/** Path parameters are at most this long (the router answers 414 above it). */
export const MAX_PATH_PARAM_LENGTH = 100;

/**
 * A partial update must change something: `{}` answers 400 naming the body. The document
 * says so with `minProperties: 1`.
 */
export function requireSomeField<T extends z.ZodMiniObject>(schema: T): T {
  const checked = schema.check(
    z.refine((value) => Object.values(value).some((field) => field !== undefined), {
      error: `Send at least one of: ${Object.keys(schema.shape).join(', ')}.`,
    }),
  );
  z.globalRegistry.add(checked, { minProperties: 1 });
  return checked;
}
