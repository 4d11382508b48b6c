import { type APIRequestContext, expect } from '@playwright/test';

type Mail = { to: string; subject: string; links: string[] };

/**
 * The first link matching `pattern` in the mails to `email` in the dev mailbox, polled until
 * one arrives (the server sends its mails after answering).
 */
export async function linkFromMailbox(
  api: APIRequestContext,
  email: string,
  pattern: RegExp,
): Promise<string> {
  let link: string | undefined;
  await expect
    .poll(async () => {
      const response = await api.get(`/dev/mailbox/api/messages?to=${encodeURIComponent(email)}`);
      const mails = (await response.json()) as Mail[];
      link = mails.flatMap((mail) => mail.links).find((candidate) => pattern.test(candidate));
      return link;
    })
    .toBeTruthy();
  return link!;
}

/** How many mails to `email` the dev mailbox holds now. */
export async function mailboxCount(api: APIRequestContext, email: string): Promise<number> {
  const response = await api.get(`/dev/mailbox/api/messages?to=${encodeURIComponent(email)}`);
  return ((await response.json()) as Mail[]).length;
}
