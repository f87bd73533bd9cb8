import * as v from 'valibot';
import { defineEndpoint } from '../endpoint.ts';
import { Id, NumberLike, OptionalText } from '../shared.ts';

export const Testimonial = v.object({
  id: Id,
  name: v.string(),
  designation: OptionalText,
  description: v.string(),
  /** Shown as that many stars, so it is kept within 0..5. */
  rating: v.pipe(
    v.optional(v.nullable(NumberLike), 5),
    v.transform((value) => Math.max(0, Math.min(5, Math.round(value ?? 5)))),
  ),
});
export type Testimonial = v.InferOutput<typeof Testimonial>;

export const getTestimonials = defineEndpoint({
  name: 'getTestimonials',
  description: 'Clients\' testimonials with their ratings.',
  method: 'GET',
  path: '/api/testimonials',
  response: v.object({ testimonials: v.array(Testimonial) }),
});
