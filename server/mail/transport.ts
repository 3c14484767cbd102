// Where a message goes: the SMTP server of SMTP_URL, or, without one, an .eml file under the data folder built
// by nodemailer's own MIME writer, so that what a developer reads is exactly what would have been sent.
import { chmodSync, mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import nodemailer from 'nodemailer';
import type Mail from 'nodemailer/lib/mailer';

export type Delivery = { emlFile: string | null };
export type MailTransport = {
  /** Sends `message`; `fileStem` names its .eml file when there is no SMTP server. */
  deliver(message: Mail.Options, fileStem: string): Promise<Delivery>;
  close(): void;
};

/** A server that does not answer must not hold a message (nor the sender) for long. */
const SMTP_TIMEOUTS = { connectionTimeout: 10_000, greetingTimeout: 10_000, socketTimeout: 30_000 };

export function createTransport({
  smtpUrl,
  emlDir,
}: {
  smtpUrl: string | null;
  emlDir: string;
}): MailTransport {
  if (smtpUrl) {
    const smtp = nodemailer.createTransport({ url: smtpUrl, ...SMTP_TIMEOUTS });
    return {
      async deliver(message) {
        await smtp.sendMail(message);
        return { emlFile: null };
      },
      close: () => smtp.close(),
    };
  }
  const writer = nodemailer.createTransport({ streamTransport: true, buffer: true, newline: 'unix' });
  return {
    async deliver(message, fileStem) {
      const { message: raw } = await writer.sendMail(message);
      mkdirSync(emlDir, { recursive: true });
      const file = `${fileStem}.eml`;
      // Messages name partners and their money: readable by the owner only, like the database.
      writeFileSync(join(emlDir, file), raw as Buffer, { mode: 0o600 });
      chmodSync(join(emlDir, file), 0o600);
      return { emlFile: file };
    },
    close: () => writer.close(),
  };
}
