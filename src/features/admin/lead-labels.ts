import type { LeadStatus, LeadType } from '@contracts/admin/leads';

export const LEAD_TYPE_LABELS: Record<LeadType, string> = {
  contact: 'Contact',
  consultation: 'Consultation',
  application: 'Application',
  subscriber: 'Subscriber',
};

export const STATUS_LABELS: Record<LeadStatus, string> = {
  new: 'New',
  contacted: 'Contacted',
  won: 'Won',
  lost: 'Lost',
  shortlisted: 'Shortlisted',
  interview: 'Interview',
  hired: 'Hired',
  rejected: 'Rejected',
};

export const STATUS_COLOURS: Record<LeadStatus, string> = {
  new: 'brand',
  contacted: 'yellow',
  won: 'green',
  lost: 'gray',
  shortlisted: 'cyan',
  interview: 'grape',
  hired: 'green',
  rejected: 'gray',
};

/** Saves a Blob under a name, as a download. */
export function saveBlob(blob: Blob, fileName: string) {
  const url = URL.createObjectURL(blob);
  const link = Object.assign(document.createElement('a'), { href: url, download: fileName });
  document.body.append(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(url), 60_000);
}

/** Opens a Blob in a new tab (a PDF shows in the browser's viewer); the address lives only in this tab. */
export function openBlob(blob: Blob) {
  const url = URL.createObjectURL(blob);
  const link = Object.assign(document.createElement('a'), { href: url, target: '_blank', rel: 'noopener' });
  document.body.append(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(url), 60_000);
}
