/**
 * Every back-office page, for the routes to load in one piece (`lazyRouteComponent`). Not a
 * barrel for convenience: loaded from one dynamic import, the back office counts as one
 * chunk sharing the Mantine components it uses. Each route loading its page on its own
 * counted as twenty, and the bundler moved those components into the 'common' chunk every
 * public page loads (vite.config.ts). The wrappers here read their route's address.
 */
import { Outlet, getRouteApi } from '@tanstack/react-router';
import { AdminShell } from './admin-shell';
import { JobEditor } from './jobs';
import { LeadPage } from './lead-page';
import { parseLeadRef } from './lead-ref';
import { LeadsInbox } from './leads-inbox';
import { PostEditor } from './posts';
import { StaffLoginForm } from './staff-login-form';
import { AuditLogPage } from './history-pages';

export { AccountPage } from './account-page';
export { OutboxPage, TrashPage } from './history-pages';
export { JobsPage } from './jobs';
export { PortfolioPage } from './portfolio';
export { PostsPage } from './posts';
export { CommissionsPage, PayoutsPage, ProgrammePage } from './referrals/programme-pages';
export { SettingsPage } from './settings-form';
export { StaffPage } from './staff-page';
export { TeamPage } from './team';
export { TestimonialsPage } from './testimonials';

const loginRoute = getRouteApi('/admin/login');
const inboxRoute = getRouteApi('/admin/_staff/leads/');
const leadRoute = getRouteApi('/admin/_staff/leads/$type/$id');
const postRoute = getRouteApi('/admin/_staff/posts/$postId');
const jobRoute = getRouteApi('/admin/_staff/jobs/$jobId');
const auditRoute = getRouteApi('/admin/_staff/audit');

export function StaffLoginPage() {
  const { expired, redirect } = loginRoute.useSearch();
  return <StaffLoginForm expired={expired === 1} redirect={redirect} />;
}

export function StaffLayout() {
  return (
    <AdminShell>
      <Outlet />
    </AdminShell>
  );
}

export function InboxPage() {
  const filters = inboxRoute.useSearch();
  const navigate = inboxRoute.useNavigate();
  return <LeadsInbox filters={filters} onFilters={(next) => void navigate({ search: next })} />;
}

export function LeadRoutePage() {
  return <LeadPage lead={parseLeadRef(leadRoute.useParams())} />;
}

export function NewPostPage() {
  return <PostEditor postId={null} />;
}

export function EditPostPage() {
  const { postId } = postRoute.useParams();
  // A new post's editor becomes its edit page: a fresh form for the saved record.
  return <PostEditor key={postId} postId={Number(postId)} />;
}

export function NewJobPage() {
  return <JobEditor jobId={null} />;
}

export function EditJobPage() {
  const { jobId } = jobRoute.useParams();
  return <JobEditor key={jobId} jobId={Number(jobId)} />;
}

export function AuditPage() {
  const { page } = auditRoute.useSearch();
  const navigate = auditRoute.useNavigate();
  return <AuditLogPage page={page ?? 1} onPage={(next) => void navigate({ search: { page: next } })} />;
}
