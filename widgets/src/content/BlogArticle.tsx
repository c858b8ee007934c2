import { growth } from '@propre/sdk/query';
import { useQuery } from '@tanstack/react-query';
import { usePropre } from '../context/hooks.ts';
import { queryState } from '../ui/query-state.ts';
import { BlogArticleView, type BlogArticleViewProps } from './BlogArticleView.tsx';

export interface BlogArticleProps extends Pick<BlogArticleViewProps, 'titleLevel' | 'className' | 'blogHref' | 'renderLink'> {
  slug: string;
}

/** One published post in the provider's language (growth.getBlogPost); `blog_post_not_found` shows as such. */
export function BlogArticle({ slug, ...view }: BlogArticleProps) {
  const { client, locale } = usePropre();
  const query = useQuery(growth.getBlogPost(client, slug, { lang: locale }));
  return <BlogArticleView {...view} {...queryState(query)} post={query.data} />;
}
