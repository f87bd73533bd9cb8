import { Breadcrumb } from '@/components/breadcrumb';

/** Home / Blog / the post's title; the last crumb is the page itself. */
export function PostBreadcrumb({ current }: { current: string }) {
  return <Breadcrumb tone="page" crumbs={[{ label: 'Blog', link: { to: '/blog' } }, { label: current }]} />;
}
