import { z } from 'zod/mini';

/** Spec section 3: a release note. */
export const Notification = z.object({
  id: z.int(),
  notificationDate: z.iso.datetime(),
  title: z.string(),
  content: z.string(),
});
export type Notification = z.infer<typeof Notification>;
