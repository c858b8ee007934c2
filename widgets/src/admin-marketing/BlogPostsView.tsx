import { Badge } from '../ui/Badge.tsx';
import { useEntry } from '../ui/use-entry.ts';
import { type ContentListProps, ContentListView } from './ContentListView.tsx';
import type { AdminBlogPost } from './model.ts';
import type { AdminMarketingPart } from './parts.ts';
import { adminMarketingTexts } from './texts.ts';

export interface BlogPostsViewProps extends ContentListProps<AdminBlogPost> {
  /** Every post, drafts included (growth.listAllBlogPosts). */
  posts?: readonly AdminBlogPost[];
}

/** The blog's posts, props only: each with its address, status and languages, to edit or delete after a confirmation. */
export function BlogPostsView({ posts = [], ...props }: BlogPostsViewProps) {
  const { t } = useEntry<AdminMarketingPart>(adminMarketingTexts);
  return (
    <ContentListView
      {...props}
      kind="blog"
      items={posts}
      name="title"
      emptyBody={t('blog.emptyBody')}
      initialSort={{ key: 'updated', descending: true }}
      columns={[
        { key: 'slug', label: t('blog.columns.slug'), sortBy: (post) => post.slug, cell: (post) => <code>{post.slug}</code> },
        {
          key: 'status',
          label: t('blog.columns.status'),
          sortBy: (post) => post.status,
          cell: (post) => (
            <Badge tone={post.status === 'published' ? 'success' : 'neutral'}>{t(`blog.statuses.${post.status}`)}</Badge>
          ),
        },
      ]}
    />
  );
}
