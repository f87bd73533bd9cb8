import { createFileRoute } from '@tanstack/react-router';
import { HomePage } from '@/features/home/home-page';

export const Route = createFileRoute('/')({
  head: () => ({
    meta: [
      { title: 'ITBD — Software, Web and Digital Services Agency' },
      {
        name: 'description',
        content: 'Websites, apps, digital marketing and business software from a 15-year-old agency with 500+ projects.',
      },
    ],
  }),
  component: HomePage,
});
