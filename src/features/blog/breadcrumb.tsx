import { Breadcrumb, pageCrumb } from '@/components/breadcrumb';

/** Home / Blog / the post's title; the last crumb is the page itself. */
export function PostBreadcrumb({ current }: { current: string }) {
  return <Breadcrumb tone="page" crumbs={[pageCrumb('blog'), { label: current }]} />;
}
