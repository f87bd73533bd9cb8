import { createFileRoute } from '@tanstack/react-router';
import { affiliateQueries } from '@/api/affiliate';
import { EditProfile } from '@/features/affiliate/edit-profile';

export const Route = createFileRoute('/_affiliate/affiliate-dashboard/edit-profile')({
  // Not awaited: the form shows a skeleton until the profile arrives.
  loader: ({ context: { queryClient } }) => {
    void queryClient.prefetchQuery(affiliateQueries.dashboard());
  },
  head: () => ({
    meta: [
      { title: 'Edit Profile — ITBD Affiliate' },
      { name: 'description', content: 'Change your ITBD affiliate photo, name and address.' },
      { name: 'robots', content: 'noindex' },
    ],
  }),
  component: EditProfilePage,
});

function EditProfilePage() {
  return <EditProfile />;
}
