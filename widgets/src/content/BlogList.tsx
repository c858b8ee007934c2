import { growth } from '@propre/sdk/query';
import { useQuery } from '@tanstack/react-query';
import { usePropre } from '../context/hooks.ts';
import { queryState } from '../ui/query-state.ts';
import { BlogListView, type BlogListViewProps } from './BlogListView.tsx';

export interface BlogListProps extends Pick<BlogListViewProps, 'headingLevel' | 'className' | 'postHref' | 'renderLink'> {
  /** Posts shown, newest first (1 to 50). */
  limit?: number;
}

/** The published posts in the provider's language (growth.listBlogPosts), French where a post has no English. */
export function BlogList({ limit = 20, ...view }: BlogListProps) {
  const { client, locale } = usePropre();
  const query = useQuery(growth.listBlogPosts(client, { lang: locale, limit }));
  return <BlogListView {...view} {...queryState(query)} posts={query.data?.items} />;
}
