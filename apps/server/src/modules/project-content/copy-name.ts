const MAX_NAME = 200;
const SUFFIX = ' (copy)';

/** Name of a clone: "<name> (copy)", kept within the 200 characters a name may have. */
export function copyName(name: string): string {
  return `${name.slice(0, MAX_NAME - SUFFIX.length)}${SUFFIX}`;
}
