import { createFileRoute } from '@tanstack/react-router';
import { pageHead } from '@/lib/head';
import { ServicesIndexPage } from '@/features/marketing/services-index-page';

export const Route = createFileRoute('/services/')({
  head: () =>
    pageHead(
      'Services',
      'Web design and development, app development, digital marketing, graphic and UI/UX design, WordPress websites and ready-made business software from ITBD.',
    ),
  component: ServicesIndexPage,
});
