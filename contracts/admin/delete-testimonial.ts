import { defineEndpoint } from '../endpoint.ts';
import { Acknowledged } from './admin.ts';

/** Moves it to the trash, restorable for 30 days. */
export const deleteTestimonial = defineEndpoint({
  name: 'deleteTestimonial',
  description: 'Moves a testimonial to the trash.',
  method: 'POST',
  path: '/api/admin/testimonials/:id/delete',
  auth: true,
  staff: 'editor',
  response: Acknowledged,
});
