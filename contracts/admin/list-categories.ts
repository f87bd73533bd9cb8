import * as v from 'valibot';
import { defineEndpoint } from '../endpoint.ts';
import { AdminCategory } from './content.ts';

/** Every one, in the order the public site shows them; deleted ones are in the trash. */
export const listCategories = defineEndpoint({
  name: 'listCategories',
  description: 'Every portfolio category.',
  method: 'GET',
  path: '/api/admin/categories',
  auth: true,
  staff: 'editor',
  response: v.object({ data: v.array(AdminCategory) }),
});
