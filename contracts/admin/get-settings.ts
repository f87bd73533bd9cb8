import * as v from 'valibot';
import { defineEndpoint } from '../endpoint.ts';
import { AdminSettings } from './content.ts';

export const getSettings = defineEndpoint({
  name: 'getSettings',
  description: 'The site settings as staff edit them (admins only).',
  method: 'GET',
  path: '/api/admin/settings',
  auth: true,
  staff: 'admin',
  response: v.object({ data: AdminSettings }),
});
