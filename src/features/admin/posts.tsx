import { type AdminPost, PostInput } from '@contracts/admin/content';
import { Badge, Button, Group, Paper, SegmentedControl, Input, Stack, Switch, Table, Text, TextInput } from '@mantine/core';
import { IconPlus } from '@tabler/icons-react';
import { useMutation, useQueryClient, useSuspenseQuery } from '@tanstack/react-query';
import { Link, useNavigate } from '@tanstack/react-router';
import * as v from 'valibot';
import type { InferInput } from 'valibot';
import { postMutations, postQueries } from '@/api/admin-posts';
import { SubmitButton } from '@/components/submit-button';
import { formatDateTimeGB } from '@/lib/format';
import { notify } from '@/lib/notify';
import { providerUrl } from '@/lib/urls';
import { useSiteForm } from '@/lib/use-site-form';
import { TrashButton } from './trash-button';
import { fromLocalInput, toLocalInput } from './datetime';
import { ImageField } from './image-field';
import { PageHeader } from './page-header';
import { RichTextField } from './lazy-rich-text-field';
import { DataTable, Section, TableSkeleton } from './section';

export function PostsPage() {
  return (
    <>
      <PageHeader
        title="Posts"
        subtitle="The blog: drafts stay here; published posts show on /blog, the sitemap and the feed at once."
        actions={
          <Button component={Link} to="/admin/posts/new" leftSection={<IconPlus size={16} aria-hidden />}>
            New Post
          </Button>
        }
      />
      <Section fallback={<TableSkeleton label="Loading posts" />} errorMessage="Failed to load posts.">
        <PostTable />
      </Section>
    </>
  );
}

function PostTable() {
  const { data: posts } = useSuspenseQuery(postQueries.list());
  const remove = useMutation(postMutations.remove());
  const queryClient = useQueryClient();
  if (posts.length === 0) return <Text role="status" c="dimmed" ta="center" py="xl">No posts yet. Write the first one.</Text>;
  return (
    <DataTable label="Posts" minWidth={640} columns={['Title', 'Status', 'Published']} actions highlightOnHover>
      {posts.map((post) => (
        <Table.Tr key={post.id}>
          <Table.Td>
            <Link to="/admin/posts/$postId" params={{ postId: String(post.id) }} className="admin-row-link">
              {post.title}
            </Link>
            {post.is_featured && (
              <Badge ml="xs" size="sm" variant="light" color="accent">
                Featured
              </Badge>
            )}
            <Text fz="xs" c="dimmed">
              /blog/{post.slug}
            </Text>
          </Table.Td>
          <Table.Td>
            <Badge variant="light" color={post.status === 'published' ? 'green' : 'gray'}>
              {post.status === 'published' ? 'Published' : 'Draft'}
            </Badge>
          </Table.Td>
          <Table.Td>
            <Text fz="sm">{post.published_at ? formatDateTimeGB(post.published_at) : '—'}</Text>
          </Table.Td>
          <Table.Td ta="right">
            <TrashButton
              noun="post"
              name={post.title}
              message={`“${post.title}” leaves the site now. You can restore it from the trash for 30 days.`}
              remove={remove}
              id={post.id}
              onTrashed={() => void queryClient.invalidateQueries({ queryKey: postQueries.all() })}
            />
          </Table.Td>
        </Table.Tr>
      ))}
    </DataTable>
  );
}

/** The contract's rules, with an empty slug read as none (the provider makes one from the title). */
const PostForm = v.object({ ...PostInput.entries, slug: v.union([v.literal(''), PostInput.entries.slug]) });

type PostValues = InferInput<typeof PostInput> & { is_featured: boolean; published_at: string | null; slug: string; author: string; thumbnail: string | null };

const valuesOf = (post: AdminPost | null): PostValues => ({
  title: post?.title ?? '',
  slug: post?.slug ?? '',
  author: post?.author ?? 'Admin',
  content: post?.content ?? '',
  thumbnail: post?.thumbnail ?? null,
  is_featured: post?.is_featured ?? false,
  status: post?.status ?? 'draft',
  published_at: post?.published_at ?? null,
});

/** Writes a new post or edits one: saving publishes at once when its status is published. */
export function PostEditor({ postId }: { postId: number | null }) {
  const { data: posts } = useSuspenseQuery(postQueries.list());
  const post = postId === null ? null : (posts.find((candidate) => candidate.id === postId) ?? null);
  const create = useMutation(postMutations.create());
  const update = useMutation(postMutations.update());
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const { form, formProps, busy, showFailure } = useSiteForm<PostValues>({
    schema: PostForm,
    initialValues: valuesOf(post),
    busy: create.isPending || update.isPending,
  });

  const save = (values: PostValues) => {
    const body = { ...values, slug: values.slug.trim() || undefined, author: values.author.trim() || null };
    const handlers = {
      onSuccess: async (reply: { message: string; data: AdminPost }) => {
        notify.success(reply.data.status === 'published' ? 'Post published.' : 'Draft saved.');
        await queryClient.invalidateQueries({ queryKey: postQueries.all() });
        if (post === null) await navigate({ to: '/admin/posts/$postId', params: { postId: String(reply.data.id) } });
        else form.setValues(valuesOf(reply.data));
      },
      onError: (error: Error) => {
        const message = showFailure(error, 'The post could not be saved.');
        notify.error(message ?? 'Please check the highlighted fields.');
      },
    };
    if (post === null) create.mutate(body, handlers);
    else update.mutate({ id: post.id, body }, handlers);
  };

  if (postId !== null && post === null) return <Text role="alert">This post is not there any more: it may have been deleted.</Text>;

  return (
    <>
      <PageHeader
        title={post ? 'Edit Post' : 'New Post'}
        subtitle={post?.status === 'published' ? `Live at /blog/${post.slug}` : 'A draft shows nowhere until it is published.'}
      />
      <form {...formProps(save)} aria-label={post ? 'Edit post' : 'New post'}>
        <Stack gap="lg" maw={900}>
          <Paper withBorder p="lg" radius="md">
            <Stack gap="md">
              <TextInput label="Title" required {...form.getInputProps('title')} />
              <TextInput label="Slug" description="The post's address, /blog/<slug>. Left empty, it is made from the title; a changed slug keeps the old address working." {...form.getInputProps('slug')} />
              <TextInput label="Author" {...form.getInputProps('author')} />
              <RichTextField
                label="Content"
                initialValue={form.getValues().content}
                onChange={(html) => form.setFieldValue('content', html)}
                error={form.errors.content}
              />
              <ImageField
                label="Thumbnail"
                purpose="post"
                value={form.getValues().thumbnail}
                onChange={(path) => form.setFieldValue('thumbnail', path)}
                preview={providerUrl}
                error={form.errors.thumbnail}
              />
            </Stack>
          </Paper>
          <Paper withBorder p="lg" radius="md">
            <Stack gap="md">
              <Input.Wrapper label="Status">
                <SegmentedControl
                  display="flex"
                  mt={4}
                  data={[
                    { value: 'draft', label: 'Draft' },
                    { value: 'published', label: 'Published' },
                  ]}
                  {...form.getInputProps('status')}
                />
              </Input.Wrapper>
              <TextInput
                type="datetime-local"
                label="Publication date"
                description="Left empty, publishing dates it now. A published post dated later shows from then."
                value={toLocalInput(form.getValues().published_at)}
                onChange={(event) => form.setFieldValue('published_at', fromLocalInput(event.currentTarget.value))}
                error={form.errors.published_at}
                name="published_at"
              />
              <Switch label="Featured on the blog" size="md" {...form.getInputProps('is_featured', { type: 'checkbox' })} />
            </Stack>
          </Paper>
          <Group>
            <SubmitButton busy={busy} label={post ? 'Save Post' : 'Create Post'} busyLabel="Saving..." />
            <Button component={Link} to="/admin/posts" variant="default">
              Back to Posts
            </Button>
          </Group>
        </Stack>
      </form>
    </>
  );
}
