import * as v from 'valibot';
import { defineEndpoint } from '../endpoint.ts';
import { RequiredText } from '../shared.ts';
import { AffiliateProfile } from './affiliate.ts';

export const PROFILE_IMAGE_MAX_BYTES = 5 * 1024 * 1024;
export const PROFILE_IMAGE_TYPES = ['image/png', 'image/jpeg', 'image/webp', 'image/gif'] as const;

export const ProfileUpdate = v.object({
  name: RequiredText('name'),
  address: v.optional(
    v.pipe(v.string(), v.trim(), v.maxLength(500, 'The address field must not be greater than 500 characters.')),
  ),
  profile_image: v.optional(
    v.pipe(
      v.file(),
      v.mimeType(PROFILE_IMAGE_TYPES, 'The profile image field must be an image (png, jpg, webp or gif).'),
      v.maxSize(PROFILE_IMAGE_MAX_BYTES, 'The profile image field must not be greater than 5 MB.'),
    ),
  ),
});
export type ProfileUpdate = v.InferInput<typeof ProfileUpdate>;

export const updateProfile = defineEndpoint({
  name: 'updateProfile',
  description: 'Changes the signed-in affiliate\'s name, address and profile photo (PNG, JPEG, WebP or GIF, at most 5 MB).',
  method: 'POST',
  path: '/api/affiliate/profile/update',
  auth: true,
  body: 'multipart',
  request: ProfileUpdate,
  response: v.object({
    success: v.boolean(),
    message: v.optional(v.string()),
    data: v.optional(AffiliateProfile),
  }),
});
