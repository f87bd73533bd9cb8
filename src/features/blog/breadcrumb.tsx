import { Breadcrumb, pageCrumb } from '@/components/breadcrumb';

/** Home / Blog / the post's title; the last crumb is the page itself. Only a post's own trail is `describe`d. */
export function PostBreadcrumb({ current, describe = true }: { current: string; describe?: boolean }) {
  return <Breadcrumb tone="page" crumbs={[pageCrumb('blog'), { label: current }]} describe={describe} />;
}
