import { Hono } from 'hono';
import type { Endpoint } from '../../contracts/endpoint.ts';
import { addLeadNote } from '../../contracts/admin/add-lead-note.ts';
import { changePassword } from '../../contracts/admin/change-password.ts';
import { createCategory } from '../../contracts/admin/create-category.ts';
import { createJob } from '../../contracts/admin/create-job.ts';
import { createPost } from '../../contracts/admin/create-post.ts';
import { createProject } from '../../contracts/admin/create-project.ts';
import { createStaff } from '../../contracts/admin/create-staff.ts';
import { createTeamMember } from '../../contracts/admin/create-team-member.ts';
import { createTeamSection } from '../../contracts/admin/create-team-section.ts';
import { createTestimonial } from '../../contracts/admin/create-testimonial.ts';
import { deleteCategory } from '../../contracts/admin/delete-category.ts';
import { deleteJob } from '../../contracts/admin/delete-job.ts';
import { deletePost } from '../../contracts/admin/delete-post.ts';
import { deleteProject } from '../../contracts/admin/delete-project.ts';
import { deleteSubscriber } from '../../contracts/admin/delete-subscriber.ts';
import { deleteTeamMember } from '../../contracts/admin/delete-team-member.ts';
import { deleteTeamSection } from '../../contracts/admin/delete-team-section.ts';
import { deleteTestimonial } from '../../contracts/admin/delete-testimonial.ts';
import { disableStaff } from '../../contracts/admin/disable-staff.ts';
import { downloadCv } from '../../contracts/admin/download-cv.ts';
import { exportLeads } from '../../contracts/admin/export-leads.ts';
import { getLead } from '../../contracts/admin/get-lead.ts';
import { getMe } from '../../contracts/admin/get-me.ts';
import { getSettings } from '../../contracts/admin/get-settings.ts';
import { getUnreadCounts } from '../../contracts/admin/get-unread-counts.ts';
import { listAuditLog } from '../../contracts/admin/list-audit-log.ts';
import { listCategories } from '../../contracts/admin/list-categories.ts';
import { listJobs } from '../../contracts/admin/list-jobs.ts';
import { listLeads } from '../../contracts/admin/list-leads.ts';
import { listOutbox } from '../../contracts/admin/list-outbox.ts';
import { listPosts } from '../../contracts/admin/list-posts.ts';
import { listProjects } from '../../contracts/admin/list-projects.ts';
import { listStaff } from '../../contracts/admin/list-staff.ts';
import { listTeamSections } from '../../contracts/admin/list-team-sections.ts';
import { listTestimonials } from '../../contracts/admin/list-testimonials.ts';
import { listTrash } from '../../contracts/admin/list-trash.ts';
import { restoreTrashItem } from '../../contracts/admin/restore-trash-item.ts';
import { staffLogin } from '../../contracts/admin/staff-login.ts';
import { staffLogout } from '../../contracts/admin/staff-logout.ts';
import { updateCategory } from '../../contracts/admin/update-category.ts';
import { updateJob } from '../../contracts/admin/update-job.ts';
import { updateLead } from '../../contracts/admin/update-lead.ts';
import { updatePost } from '../../contracts/admin/update-post.ts';
import { updateProject } from '../../contracts/admin/update-project.ts';
import { updateSettings } from '../../contracts/admin/update-settings.ts';
import { updateTeamMember } from '../../contracts/admin/update-team-member.ts';
import { updateTeamSection } from '../../contracts/admin/update-team-section.ts';
import { updateTestimonial } from '../../contracts/admin/update-testimonial.ts';
import { uploadImage } from '../../contracts/admin/upload-image.ts';
import type { AppEnv } from '../context.ts';

/** Back-office calls whose contract exists and whose handler does not yet: 501, so the description matches the routes. */
const PENDING: readonly Endpoint[] = [
  addLeadNote,
  changePassword,
  createCategory,
  createJob,
  createPost,
  createProject,
  createStaff,
  createTeamMember,
  createTeamSection,
  createTestimonial,
  deleteCategory,
  deleteJob,
  deletePost,
  deleteProject,
  deleteSubscriber,
  deleteTeamMember,
  deleteTeamSection,
  deleteTestimonial,
  disableStaff,
  downloadCv,
  exportLeads,
  getLead,
  getMe,
  getSettings,
  getUnreadCounts,
  listAuditLog,
  listCategories,
  listJobs,
  listLeads,
  listOutbox,
  listPosts,
  listProjects,
  listStaff,
  listTeamSections,
  listTestimonials,
  listTrash,
  restoreTrashItem,
  staffLogin,
  staffLogout,
  updateCategory,
  updateJob,
  updateLead,
  updatePost,
  updateProject,
  updateSettings,
  updateTeamMember,
  updateTeamSection,
  updateTestimonial,
  uploadImage,
];

export function pendingAdminRoutes(): Hono<AppEnv> {
  const app = new Hono<AppEnv>();
  for (const endpoint of PENDING) {
    app.on(endpoint.method, endpoint.path, (c) => c.json({ message: 'Not implemented yet.' }, 501));
  }
  return app;
}
