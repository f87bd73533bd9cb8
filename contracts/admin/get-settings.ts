import * as v from 'valibot';
import { defineEndpoint } from '../endpoint.ts';
import { AdminSettings } from './content.ts';

export const getSettings = defineEndpoint({
  name: 'getSettings',
  method: 'GET',
  path: '/api/admin/settings',
  auth: true,
  staff: 'admin',
  response: v.object({ data: AdminSettings }),
});
