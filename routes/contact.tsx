import { createFileRoute } from '@tanstack/react-router';
import { ContactPage } from '@/features/contact/contact-page';
import { pageHead } from '@/lib/head';

export const Route = createFileRoute('/contact')({
  head: () => pageHead('Contact Us', 'Call, email or message ITBD about your website, app, marketing or software project, or visit our office in Banani, Dhaka.'),
  component: ContactPage,
});
