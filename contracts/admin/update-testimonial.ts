import { defineEndpoint } from '../endpoint.ts';
import { Saved } from './admin.ts';
import { AdminTestimonial, TestimonialInput } from './content.ts';

/** Replaces every field (send the whole record); the public pages show it on their next request. */
export const updateTestimonial = defineEndpoint({
  name: 'updateTestimonial',
  description: 'Changes a testimonial.',
  method: 'POST',
  path: '/api/admin/testimonials/:id',
  auth: true,
  staff: 'editor',
  request: TestimonialInput,
  response: Saved(AdminTestimonial),
});
