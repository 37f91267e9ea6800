/** Where mail goes: SMTP (nodemailer) when SMTP_URL is set, else the dev mailbox (kept in the outbox). */
import nodemailer from 'nodemailer';
import type { MailAttachment } from '../../db/schema.js';

export interface OutgoingMail {
  from: string;
  to: string;
  subject: string;
  text: string;
  html?: string | null;
  attachments?: MailAttachment[];
  /** The language the mail is written in (`de`): its Content-Language header (decision 068). */
  language?: string;
}

export interface MailTransport {
  readonly name: 'smtp' | 'dev-mailbox';
  /** The dev mailbox shows sent mail from the outbox, so its bodies stay; SMTP's are emptied. */
  readonly keepsSentBodies?: boolean;
  send(mail: OutgoingMail): Promise<void>;
  close(): void;
}

export function createMailTransport(smtpUrl: string | undefined): MailTransport {
  if (!smtpUrl) {
    // Nothing leaves the machine; the worker marks the row sent and /dev/mailbox shows it.
    return { name: 'dev-mailbox', keepsSentBodies: true, send: async () => {}, close: () => {} };
  }
  const transporter = nodemailer.createTransport(smtpUrl);
  return {
    name: 'smtp',
    async send({ language, ...mail }) {
      await transporter.sendMail({
        ...mail,
        html: mail.html ?? undefined,
        // nodemailer sets no Content-Language of its own (RFC 3282).
        ...(language ? { headers: { 'Content-Language': language } } : {}),
        attachments: mail.attachments?.map((a) => ({
          filename: a.filename,
          contentType: a.contentType,
          content: Buffer.from(a.contentBase64, 'base64'),
        })),
      });
    },
    close: () => transporter.close(),
  };
}
