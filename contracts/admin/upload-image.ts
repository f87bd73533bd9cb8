import * as v from 'valibot';
import { defineEndpoint } from '../endpoint.ts';
import { required } from '../shared.ts';
import { Saved } from './admin.ts';

export const IMAGE_MAX_BYTES = 5 * 1024 * 1024;
export const IMAGE_TYPES = ['image/png', 'image/jpeg', 'image/webp', 'image/gif'] as const;
export const NOT_AN_IMAGE = 'The file must be an image (png, jpg, webp or gif).';
/** Where the image goes: each field takes its path in the form the public site reads it. */
export const IMAGE_PURPOSES = ['post', 'project', 'team', 'settings'] as const;

export const ImageUpload = v.object({
  file: v.pipe(
    v.file(required('file')),
    v.mimeType(IMAGE_TYPES, NOT_AN_IMAGE),
    v.maxSize(IMAGE_MAX_BYTES, 'The file must not be greater than 5 MB.'),
  ),
  purpose: v.picklist(IMAGE_PURPOSES, 'The purpose must be post, project, team or settings.'),
});

/**
 * Stores an image (checked by its bytes, like the public uploads) and answers the `path` to
 * save in the record's field (a post's thumbnail, a project's thumbnail, a member's image, a
 * sister concern's image_url) and a `url` on this site to preview it.
 */
export const uploadImage = defineEndpoint({
  name: 'uploadImage',
  description: 'Uploads an image (checked by its bytes) for a post, project, team member or the settings; answers its path.',
  method: 'POST',
  path: '/api/admin/uploads',
  auth: true,
  staff: 'editor',
  body: 'multipart',
  request: ImageUpload,
  response: Saved(v.object({ path: v.string(), url: v.string() })),
});
