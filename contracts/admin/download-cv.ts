import * as v from 'valibot';
import { defineEndpoint } from '../endpoint.ts';

/**
 * An application's CV, as uploaded, with `Content-Disposition: attachment` and its cleaned
 * original name. Only with a staff token: CVs never have a public address.
 */
export const downloadCv = defineEndpoint({
  name: 'downloadCv',
  description: "An application's CV file, for signed-in staff only.",
  method: 'GET',
  path: '/api/admin/applications/:id/cv',
  auth: true,
  staff: 'editor',
  produces: 'application/octet-stream',
  response: v.string(),
});
