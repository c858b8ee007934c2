import { growth } from '@propre/sdk/query';
import { useQuery } from '@tanstack/react-query';
import { usePropre } from '../context/hooks.ts';
import { useEntry } from '../ui/use-entry.ts';
import { BlogPostsView } from './BlogPostsView.tsx';
import { blogBodyOf, blogDraftOf, blogFieldOrder, checkBlogDraft, emptyBlogDraft } from './drafts.ts';
import { BlogPostEditor } from './editor-widgets.ts';
import type { AdminBlogPost } from './model.ts';
import type { AdminMarketingPart } from './parts.ts';
import { adminMarketingTexts } from './texts.ts';
import { useContentSection } from './use-content-section.ts';

export interface BlogPostsProps {
  /** Called after a post is saved (written, changed, published). */
  onSaved?: (post: AdminBlogPost) => void;
  headingLevel?: 2 | 3 | 4;
  className?: string;
}

/**
 * The blog for the admin (growth.listAllBlogPosts): write a post in French and English, change
 * it, publish or unpublish it (its status), delete it. The editor loads when first opened.
 */
export function BlogPosts({ onSaved, headingLevel = 2, className }: BlogPostsProps) {
  const { t } = useEntry<AdminMarketingPart>(adminMarketingTexts);
  const { client } = usePropre();
  const query = useQuery(growth.listAllBlogPosts(client));
  const section = useContentSection({
    query,
    create: growth.createBlogPost(client),
    update: growth.updateBlogPost(client),
    remove: growth.deleteBlogPost(client),
    idKey: 'postId',
    savedTitle: (post: AdminBlogPost) => t(post.status === 'published' ? 'blog.savedPublished' : 'blog.savedDraft'),
    deletedTitle: t('blog.deleted'),
    onSaved,
    order: blogFieldOrder,
    placement: { fields: { slug: 'slug', status: 'status' }, codes: { blog_slug_taken: 'slug' }, title: t('blog.saveFailed') },
    t,
    emptyDraft: emptyBlogDraft,
    draftOf: blogDraftOf,
    check: checkBlogDraft,
    bodyOf: blogBodyOf,
  });
  return (
    <BlogPostsView
      {...section.listProps}
      posts={query.data?.items}
      editor={
        section.editorProps ? (
          <BlogPostEditor {...section.editorProps} headingLevel={Math.min(headingLevel + 1, 3) as 2 | 3} />
        ) : undefined
      }
      headingLevel={headingLevel}
      className={className}
    />
  );
}
