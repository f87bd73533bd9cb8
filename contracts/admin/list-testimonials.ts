import * as v from 'valibot';
import { defineEndpoint } from '../endpoint.ts';
import { AdminTestimonial } from './content.ts';

/** Every one, in the order the public site shows them; deleted ones are in the trash. */
export const listTestimonials = defineEndpoint({
  name: 'listTestimonials',
  description: 'Every testimonial.',
  method: 'GET',
  path: '/api/admin/testimonials',
  auth: true,
  staff: 'editor',
  response: v.object({ data: v.array(AdminTestimonial) }),
});
