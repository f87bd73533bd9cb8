import { Skeleton } from '@mantine/core';
import { type ComponentProps, Suspense } from 'react';
import { LazyPart, retryableLazy } from '@/components/lazy-part';
import type { RichTextField as Field } from './rich-text-field';

/** The editor (tiptap and ProseMirror, the back office's largest code) loads only where a post or job is edited. */
const RichTextFieldCode = retryableLazy(() => import('./rich-text-field').then((module) => ({ default: module.RichTextField })));

export function RichTextField(props: ComponentProps<typeof Field>) {
  return (
    <LazyPart label="the editor">
      <Suspense fallback={<Skeleton height={320} radius="sm" role="status" aria-label="Loading the editor" />}>
        <RichTextFieldCode {...props} />
      </Suspense>
    </LazyPart>
  );
}
