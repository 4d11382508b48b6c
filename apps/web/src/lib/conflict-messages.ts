/** The contracts' one map; kept only for `lib/api-error.ts`, which imports it from here. */
export { CONFLICT_MESSAGES } from '@vantage/contracts';
