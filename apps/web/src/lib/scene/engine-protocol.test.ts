import { describe, expect, it } from 'vitest';
import { applyCommand, type EngineCommand, type EngineCommands } from './engine-protocol';

/** An engine that records the calls it gets, in order, with their `this`. */
function recordingEngine() {
  const calls: { method: string; args: unknown[]; self: unknown }[] = [];
  const engine = new Proxy({} as EngineCommands, {
    get: (_target, method: string) =>
      function (this: unknown, ...args: unknown[]) {
        calls.push({ method, args, self: this });
      },
  });
  return { engine, calls };
}

describe('applyCommand', () => {
  it('calls the engine method the message names, with its arguments, on the engine', () => {
    const { engine, calls } = recordingEngine();
    const messages: EngineCommand[] = [
      { method: 'lookBy', args: [12, -3] },
      { method: 'pauseTour', args: [] },
      { method: 'setTime', args: [new Date('2027-06-21T12:00:00Z'), 52.5, 5.4] },
      { method: 'capture', args: [7, 2] },
    ];
    for (const message of messages) applyCommand(engine, message);
    expect(calls.map(({ method, args }) => ({ method, args }))).toEqual(messages);
    for (const call of calls) expect(call.self).toBe(engine);
  });
});
