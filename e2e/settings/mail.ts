import { expect } from '@playwright/test';
import { z } from 'zod';

const Messages = z.object({
  messages: z.array(z.object({ to: z.string(), subject: z.string(), text: z.string(), kind: z.string() })),
});

/**
 * The link of the newest message of `kind` sent to `to`, read from the emulator's outbox (the mail page's JSON):
 * the journey then follows it exactly as a customer would from their mailbox.
 */
export async function mailedLink(emulatorUrl: string, to: string, kind: string): Promise<string> {
  let link: string | undefined;
  await expect
    .poll(async () => {
      const res = await fetch(`${emulatorUrl}/__mail/messages.json?to=${encodeURIComponent(to)}`);
      const { messages } = Messages.parse(await res.json());
      const mail = messages.find((m) => m.kind === kind);
      link = mail?.text.match(/https?:\/\/\S+/)?.[0];
      return link;
    })
    .toBeTruthy();
  return link as string;
}
