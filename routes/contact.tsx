import { createFileRoute } from '@tanstack/react-router';
import { settingsQueries } from '@/api/settings';
import { ContactPage } from '@/features/contact/contact-page';

export const Route = createFileRoute('/contact')({
  // Not awaited: the contact details show their own placeholders while the settings load.
  loader: ({ context: { queryClient } }) => {
    void queryClient.prefetchQuery(settingsQueries.website());
  },
  head: () => ({
    meta: [
      { title: 'Contact Us — ITBD' },
      {
        name: 'description',
        content: 'Call, email or message ITBD about your website, app, marketing or software project, or visit our office in Banani, Dhaka.',
      },
    ],
  }),
  component: ContactPage,
});
