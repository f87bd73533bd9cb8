import * as v from 'valibot';
import { defineEndpoint } from '../endpoint.ts';
import { SisterConcernImages } from '../normalize.ts';
import { OptionalText } from '../shared.ts';

export const WebsiteSettings = v.object({
  office_time: OptionalText,
  email1: OptionalText,
  email2: OptionalText,
  phone1: OptionalText,
  phone2: OptionalText,
  whatsapp_number: OptionalText,
  address: OptionalText,
  header_logo_url: OptionalText,
  footer_logo: OptionalText,
  footer_logo_url: OptionalText,
  footer_description: OptionalText,
  copyright_text: OptionalText,
  map_embed_url: OptionalText,
  images: SisterConcernImages,
});
export type WebsiteSettings = v.InferOutput<typeof WebsiteSettings>;

export const getWebsiteSettings = defineEndpoint({
  name: 'getWebsiteSettings',
  description: 'The site\'s shared settings: contact details, office hours, logos, footer text and the sister concerns\' images.',
  method: 'GET',
  path: '/api/website/settings',
  response: v.object({ data: WebsiteSettings }),
});
