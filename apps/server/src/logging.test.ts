import { describe, expect, it } from 'vitest';
import { loggerOptions } from './logging.js';

describe('loggerOptions', () => {
  it('pino-pretty on a terminal', () => {
    const options = loggerOptions({ LOG_LEVEL: 'debug' }, true) as {
      level: string;
      transport?: { target: string };
    };
    expect(options.level).toBe('debug');
    expect(options.transport?.target).toBe('pino-pretty');
  });

  it('JSON lines (no transport) when stdout is not a terminal', () => {
    const options = loggerOptions({ LOG_LEVEL: 'info' }, false) as { transport?: unknown; mixin?: unknown };
    expect(options.transport).toBeUndefined();
    expect(typeof options.mixin).toBe('function');
  });
});
