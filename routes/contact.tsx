import { createFileRoute } from '@tanstack/react-router';
import { ContactPage } from '@/features/contact/contact-page';
import { sitePageHead } from '@/lib/site-pages';

export const Route = createFileRoute('/contact')({
  head: () => sitePageHead('contact'),
  component: ContactPage,
});
