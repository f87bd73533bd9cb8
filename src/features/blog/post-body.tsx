import prose from '@/components/prose.module.css';
import classes from '@/features/blog/post.module.css';
import { providerUrl } from '@/lib/urls';
import { useSanitizedHtml } from '@/lib/use-sanitized-html';

/** A post's text, from the provider's HTML, sanitised: it never reaches the DOM as sent. */
export function PostBody({ content }: { content: string }) {
  const contentHtml = useSanitizedHtml(content, { resolveImage: providerUrl });
  return <div className={`${prose.prose} ${classes.content}`} data-provider-html dangerouslySetInnerHTML={{ __html: contentHtml }} />;
}
