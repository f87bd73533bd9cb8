import { defineEndpoint } from '../endpoint.ts';
import { DataReply } from '../shared.ts';
import { AffiliateProfile } from './affiliate.ts';

export const getDashboard = defineEndpoint({
  name: 'getDashboard',
  description: 'The signed-in affiliate\'s profile and available balance.',
  method: 'GET',
  path: '/api/affiliate/dashboard',
  auth: true,
  response: DataReply(AffiliateProfile),
});
