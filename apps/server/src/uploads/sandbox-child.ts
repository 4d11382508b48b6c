import type { SandboxAnswer } from './sandbox.js';

/**
 * The child's side of ./sandbox.ts: takes the one input the server sends, answers what `job`
 * makes of it, and exits. A job throws `invalid` (an instance of `Invalid`) for a file that
 * cannot be used: the server answers 400 with its message; anything else is reported as an
 * error of ours.
 */
export function serveSandboxJob<I, O>(
  job: (input: I) => Promise<O>,
  Invalid: new (...args: never[]) => Error,
) {
  const send = process.send?.bind(process);
  if (!send) throw new Error('A sandbox job runs as a child process of the server (./sandbox.ts).');
  // The server gone (however it ended): nothing is waiting for the answer.
  process.once('disconnect', () => process.exit(0));
  process.once('message', async (input: I) => {
    let answer: SandboxAnswer<O>;
    try {
      answer = { ok: await job(input) };
    } catch (error) {
      answer =
        error instanceof Invalid
          ? { invalid: error.message }
          : { error: error instanceof Error ? (error.stack ?? error.message) : String(error) };
    }
    send(answer, undefined, undefined, () => process.exit(0));
  });
}
