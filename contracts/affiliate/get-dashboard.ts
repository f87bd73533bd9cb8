import * as v from 'valibot';
import { defineEndpoint } from '../endpoint.ts';
import { AffiliateProfile } from './affiliate.ts';

export const getDashboard = defineEndpoint({
  name: 'getDashboard',
  method: 'GET',
  path: '/api/affiliate/dashboard',
  auth: true,
  response: v.object({
    success: v.optional(v.boolean()),
    data: AffiliateProfile,
  }),
});
