import { createFileRoute } from '@tanstack/react-router';
import { AuthLayout } from '@/features/affiliate/auth-layout';
import { LoginForm } from '@/features/affiliate/login-form';
import { sitePageHead } from '@/lib/site-pages';

export const Route = createFileRoute('/_guest/affiliate-login')({
  head: () => sitePageHead('affiliateLogin'),
  component: AffiliateLoginPage,
});

function AffiliateLoginPage() {
  const { expired, redirect } = Route.useSearch();
  return (
    <AuthLayout title="Welcome Back" subtitle="Log in to see your balance, commissions and payouts.">
      <LoginForm expired={expired === 1} redirect={redirect} />
    </AuthLayout>
  );
}
