export interface SisterConcern {
  slug: string;
  name: string;
  link: string;
}

export const SISTER_CONCERNS: readonly SisterConcern[] = [
  { slug: 'boi-ache', name: 'Boi Ache', link: 'https://boiache.com' },
  { slug: 'edu-poribar', name: 'Edu Poribar', link: 'https://eduporibar.com' },
  { slug: 'bdcoda', name: 'BDCoda', link: 'https://bdcoda.com' },
  { slug: 'laptop-ache', name: 'Laptop Ache', link: 'https://laptopache.com' },
  { slug: 'courier-ache', name: 'Courier Ache', link: 'https://courierache.com' },
  { slug: 'kaz-ache', name: 'Kaz Ache', link: 'https://kazache.com' },
];

export const sisterConcernImage = (slug: string) => `storage/sister-concerns/${slug}.svg`;

export function settingsSeed(now: Date) {
  return {
    office_time: 'Sat - Thu: 09:00 AM - 06:00 PM',
    email1: 'info@itbd.net',
    email2: 'career@itbd.net',
    phone1: '+8801712345678',
    phone2: '+8801812345678',
    whatsapp_number: '+8801712345678',
    address: 'House 42, Road 11, Block E, Banani, Dhaka 1213, Bangladesh',
    header_logo_url: 'storage/settings/itbd-logo.svg',
    footer_logo: 'settings/itbd-logo-light.svg',
    footer_logo_url: 'storage/settings/itbd-logo-light.svg',
    footer_description:
      'For fifteen years ITBD has designed, built and grown websites, apps and business software for ambitious companies in Bangladesh and abroad.',
    copyright_text: `© ${now.getUTCFullYear()} ITBD. All rights reserved.`,
    map_embed_url: 'https://maps.google.com/maps?q=Banani%2C%20Dhaka%201213&z=15&output=embed',
    // Stored and returned as a JSON string, as the real provider sometimes does.
    images: JSON.stringify(
      SISTER_CONCERNS.map((concern) => ({ image_url: sisterConcernImage(concern.slug), link: concern.link })),
    ),
  };
}
