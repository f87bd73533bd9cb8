import { createFileRoute } from '@tanstack/react-router';
import { affiliateQueries } from '@/api/affiliate';
import { referralQueries } from '@/api/referrals';
import { EditProfile } from '@/features/affiliate/edit-profile';
import { prefetchAll } from '@/lib/route-loading';
import { sitePageHead } from '@/lib/site-pages';

export const Route = createFileRoute('/_affiliate/affiliate-dashboard/edit-profile')({
  // Not awaited: the form shows a skeleton until the profile arrives.
  loader: ({ context: { queryClient } }) => prefetchAll(queryClient, [affiliateQueries.dashboard(), referralQueries.payoutMethod()]),
  head: () => sitePageHead('editProfile'),
  component: EditProfilePage,
});

function EditProfilePage() {
  return <EditProfile />;
}
