import { writeFileSync } from 'node:fs';
import { serveSandboxJob } from '../sandbox-child.js';

/**
 * A sandbox job for ../sandbox.test.ts: does what it is told, so that each way a job can end
 * (an answer, a refusal, too much memory, too long, the client gone) can be shown.
 */
export type ProbeJob =
  | { do: 'answer'; value: number }
  | { do: 'refuse' }
  | { do: 'allocate'; mb: number }
  | { do: 'sleep'; pidFile: string }
  | { do: 'environment' };

class ProbeRefused extends Error {}

serveSandboxJob(async (job: ProbeJob) => {
  switch (job.do) {
    case 'answer':
      return { value: job.value * 2, pid: process.pid };
    case 'refuse':
      throw new ProbeRefused('not this one');
    case 'allocate': {
      // Memory outside the V8 heap, touched so that it is resident.
      const chunks: Buffer[] = [];
      for (let i = 0; i < job.mb; i++) chunks.push(Buffer.alloc(1024 * 1024, 1));
      await new Promise((resolve) => setTimeout(resolve, 10_000));
      return { value: chunks.length, pid: process.pid };
    }
    case 'sleep':
      writeFileSync(job.pidFile, String(process.pid));
      await new Promise((resolve) => setTimeout(resolve, 60_000));
      return { value: 0, pid: process.pid };
    case 'environment':
      return { value: Object.keys(process.env).length, pid: process.pid, keys: Object.keys(process.env) };
  }
}, ProbeRefused);
