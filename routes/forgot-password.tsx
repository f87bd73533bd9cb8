import { createFileRoute } from '@tanstack/react-router';
import { ForgotPasswordPage } from '@/features/marketing/forgot-password-page';
import { sitePageHead } from '@/lib/site-pages';

export const Route = createFileRoute('/forgot-password')({
  head: () => sitePageHead('forgotPassword'),
  component: ForgotPasswordPage,
});
