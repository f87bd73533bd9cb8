import { createTransport } from 'nodemailer';
import type { Sql } from './db.ts';

/**
 * Notification mails for new leads, to the agency's address (settings `email1`). Every mail
 * is written to the outbox first, so none is lost: with SMTP_URL it is then sent and marked
 * sent (or failed, with the server's answer); without it, it waits there and the back office
 * shows what would have been sent.
 */
export interface Mailer {
  /** Records the mail and, with SMTP, starts sending it; never throws for a mail problem. */
  notify(mail: { subject: string; body: string; lead?: { type: string; id: number } }): void;
  /** SMTP is configured. */
  readonly smtp: boolean;
  /** Resolves when every send started so far has settled (tests, shutdown). */
  settled(): Promise<void>;
}

export interface MailOptions {
  /** SMTP_URL, e.g. smtps://user:pass@smtp.example.com:465 */
  smtpUrl?: string | undefined;
  /** SMTP_FROM: the sender; default `ITBD website <no-reply@itbd.net>`. */
  from?: string | undefined;
}

export function createMailer(sql: Sql, options: MailOptions): Mailer {
  const transport = options.smtpUrl ? createTransport(options.smtpUrl) : undefined;
  const from = options.from || 'ITBD website <no-reply@itbd.net>';
  const sending = new Set<Promise<void>>();

  async function send(id: number, to: string, subject: string, text: string) {
    if (!transport) return;
    try {
      await transport.sendMail({ from, to, subject, text });
      sql.run("UPDATE outbox SET status = 'sent', sent_at = ?, error = NULL WHERE id = ?", new Date().toISOString(), id);
    } catch (error) {
      const message = error instanceof Error ? error.message : String(error);
      console.error(`Mail ${id} to ${to} failed:`, message);
      sql.run("UPDATE outbox SET status = 'failed', error = ? WHERE id = ?", message.slice(0, 500), id);
    }
  }

  return {
    smtp: transport !== undefined,
    notify({ subject, body, lead }) {
      let id: number;
      let to: string | null;
      try {
        to = sql.get<{ email1: string | null }>('SELECT email1 FROM settings WHERE id = 1')?.email1?.trim() || null;
        id = sql.run(
          'INSERT INTO outbox (to_address, subject, body, lead_type, lead_id, created_at) VALUES (?, ?, ?, ?, ?, ?)',
          to,
          subject,
          body,
          lead?.type ?? null,
          lead?.id ?? null,
          new Date().toISOString(),
        ).lastInsertRowid;
      } catch (error) {
        // The lead itself is stored and shows in the inbox: its mail is worth a log line, not the visitor's error.
        console.error(`Could not queue the mail '${subject}':`, error);
        return;
      }
      if (!transport || !to) return;
      const pending = send(id, to, subject, body).finally(() => sending.delete(pending));
      sending.add(pending);
    },
    async settled() {
      await Promise.all([...sending]);
    },
  };
}
