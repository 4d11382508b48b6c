/**
 * The URL (and Node options) to start a worker thread whose script is `name` beside the
 * module at `moduleUrl`. Under tsx or Vitest the module is its `.ts` source, and the worker
 * loads its TypeScript through tsx too; the build runs the compiled `.js` alone.
 */
export function workerScript(moduleUrl: string, name: string): { url: URL; execArgv?: string[] } {
  const source = moduleUrl.endsWith('.ts');
  const url = new URL(`./${name}${source ? '.ts' : '.js'}`, moduleUrl);
  if (!source || process.execArgv.some((arg) => arg.includes('tsx'))) return { url };
  return { url, execArgv: [...process.execArgv, '--import', import.meta.resolve('tsx')] };
}
