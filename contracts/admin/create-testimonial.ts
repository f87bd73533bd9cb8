import { defineEndpoint } from '../endpoint.ts';
import { Saved } from './admin.ts';
import { AdminTestimonial, TestimonialInput } from './content.ts';

/** Answers 201; the public pages show it on their next request. */
export const createTestimonial = defineEndpoint({
  name: 'createTestimonial',
  description: "Adds a client's testimonial.",
  method: 'POST',
  path: '/api/admin/testimonials',
  auth: true,
  staff: 'editor',
  request: TestimonialInput,
  response: Saved(AdminTestimonial),
});
