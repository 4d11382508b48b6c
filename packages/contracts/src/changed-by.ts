import { z } from 'zod/mini';

/** Who made a change, as the server knows them, in the hub's item events. */
export const ChangedBy = z.object({ userId: z.string(), name: z.string() });
export type ChangedBy = z.infer<typeof ChangedBy>;
