import { defineEndpoint } from '../endpoint.ts';
import { Saved } from './admin.ts';
import { AdminSettings, SettingsInput } from './content.ts';

/** Changes the fields sent and keeps the others; the footer, contact page and chat button show them on the next request. */
export const updateSettings = defineEndpoint({
  name: 'updateSettings',
  description: 'Changes the site settings; link fields take a web address or a site path (admins only).',
  method: 'POST',
  path: '/api/admin/settings',
  auth: true,
  staff: 'admin',
  request: SettingsInput,
  response: Saved(AdminSettings),
});
