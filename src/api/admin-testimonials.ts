import { createTestimonial } from '@contracts/admin/create-testimonial';
import { deleteTestimonial } from '@contracts/admin/delete-testimonial';
import { listTestimonials } from '@contracts/admin/list-testimonials';
import { updateTestimonial } from '@contracts/admin/update-testimonial';
import { contentResource } from '@/api/admin-crud';

export const { queries: testimonialQueries, mutations: testimonialMutations } = contentResource('testimonials', {
  list: listTestimonials,
  create: createTestimonial,
  update: updateTestimonial,
  remove: deleteTestimonial,
});
