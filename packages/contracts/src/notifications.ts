import { z } from 'zod';

/** Spec section 3: a release note. */
export const Notification = z.object({
  id: z.number().int(),
  notificationDate: z.iso.datetime(),
  title: z.string(),
  content: z.string(),
});
export type Notification = z.infer<typeof Notification>;
