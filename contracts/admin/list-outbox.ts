import * as v from 'valibot';
import { defineEndpoint } from '../endpoint.ts';

export const OUTBOX_STATUSES = ['waiting', 'sent', 'failed'] as const;

export const OutboxMail = v.object({
  id: v.number(),
  to: v.nullable(v.string()),
  subject: v.string(),
  body: v.string(),
  /** waiting: no SMTP_URL (or not tried yet); failed: SMTP refused it (see `error`). */
  status: v.picklist(OUTBOX_STATUSES),
  error: v.nullable(v.string()),
  lead: v.nullable(v.object({ type: v.string(), id: v.number() })),
  created_at: v.string(),
  sent_at: v.nullable(v.string()),
});

/** The notification mails for new leads, newest first (the last 200): sent, failed, or waiting without SMTP. */
export const listOutbox = defineEndpoint({
  name: 'listOutbox',
  description: 'The mails about new leads: waiting, sent or failed.',
  method: 'GET',
  path: '/api/admin/outbox',
  auth: true,
  staff: 'editor',
  response: v.object({ data: v.array(OutboxMail), smtp: v.boolean() }),
});
