/** See server-node-args.mjs. */
export function serverNodeArgs(env: Record<string, string | undefined>): string[];
