import * as v from 'valibot';
import { PageMeta, PageQuery } from './admin.ts';

/** What the inbox gathers: contact messages, consultation requests, job applications and newsletter subscribers. */
export const LEAD_TYPES = ['contact', 'consultation', 'application', 'subscriber'] as const;
export const LeadType = v.picklist(LEAD_TYPES, 'The type must be contact, consultation, application or subscriber.');
export type LeadType = v.InferOutput<typeof LeadType>;

/** Every lead but an application moves through these. */
export const LEAD_STATUSES = ['new', 'contacted', 'won', 'lost'] as const;
/** A job application moves through these. */
export const APPLICATION_STATUSES = ['new', 'shortlisted', 'interview', 'hired', 'rejected'] as const;
export const LeadStatus = v.picklist([...new Set([...LEAD_STATUSES, ...APPLICATION_STATUSES])], 'The status is not one of the known statuses.');
export type LeadStatus = v.InferOutput<typeof LeadStatus>;

export const statusesFor = (type: LeadType): readonly LeadStatus[] => (type === 'application' ? APPLICATION_STATUSES : LEAD_STATUSES);

/** One row of the inbox. `title` is the contact's subject or the position applied for. */
export const LeadSummary = v.object({
  type: LeadType,
  id: v.number(),
  name: v.string(),
  email: v.nullable(v.string()),
  phone: v.nullable(v.string()),
  title: v.nullable(v.string()),
  /** The first 120 characters of the message, summary or, for a subscriber, nothing. */
  excerpt: v.string(),
  status: LeadStatus,
  read: v.boolean(),
  /** A won deal's value in taka (issue 31 pays commission on it); null until set. */
  deal_value: v.nullable(v.number()),
  created_at: v.string(),
  /** The affiliate whose referral link brought the lead (issue 31); null or absent when none. */
  referrer: v.optional(v.nullable(v.object({ id: v.number(), name: v.string(), affiliateid: v.string() })), null),
});
export type LeadSummary = v.InferOutput<typeof LeadSummary>;

export const LeadNote = v.object({
  id: v.number(),
  body: v.string(),
  author: v.object({ id: v.nullable(v.number()), name: v.string() }),
  created_at: v.string(),
});

export const LeadDetail = v.object({
  ...LeadSummary.entries,
  /** The whole message or summary. */
  message: v.nullable(v.string()),
  /** An application's position. */
  job: v.nullable(v.object({ id: v.number(), job_title: v.string() })),
  /** An application's CV: fetch it from `cv_url` with the staff token (never a public address). */
  cv: v.nullable(v.object({ name: v.string(), mime: v.string(), size: v.number(), cv_url: v.string() })),
  notes: v.array(LeadNote),
  /** The statuses this lead may take. */
  statuses: v.array(LeadStatus),
});
export type LeadDetail = v.InferOutput<typeof LeadDetail>;

/** The inbox's filters, shared by the list and its CSV export. */
export const LeadFilters = v.object({
  type: v.optional(LeadType),
  status: v.optional(LeadStatus),
  /** Matches name, email, phone, subject, position and message (case-insensitive). */
  q: v.optional(v.pipe(v.string(), v.maxLength(200))),
  /** '1': only unread leads. */
  unread: v.optional(v.picklist(['0', '1'])),
});

export const LeadListQuery = v.object({ ...LeadFilters.entries, page: PageQuery });

export const LeadPage = v.object({ data: v.array(LeadSummary), meta: PageMeta });
