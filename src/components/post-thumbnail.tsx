import type { Post } from '@contracts/blog/post';
import { SmartImage, type SmartImageFrameProps } from '@/components/smart-image';
import { providerUrl } from '@/lib/urls';

type PostThumbnailProps = { post: Pick<Post, 'thumbnail' | 'title'> } & Omit<SmartImageFrameProps, 'src' | 'alt'>;

/** A post's thumbnail from the provider, or art drawn from its title; decorative, as the title stands beside it. */
export function PostThumbnail({ post, ...image }: PostThumbnailProps) {
  return <SmartImage src={providerUrl(post.thumbnail)} alt="" fallbackSeed={post.title} {...image} />;
}
