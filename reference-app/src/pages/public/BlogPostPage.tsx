import '@propre/widgets/content/styles.css';
import { ProblemError } from '@propre/sdk';
import { growth } from '@propre/sdk/query';
import { BlogArticle } from '@propre/widgets/content';
import { usePropre } from '@propre/widgets/provider';
import { useQuery } from '@tanstack/react-query';
import { useParams } from 'react-router';
import { useAppTranslation } from '../../i18n/use-app-translation.ts';
import { usePageFacts } from '../../shell/page-head.ts';
import { useBrandName, useShell } from '../../shell/shell-context.ts';
import { usePageMeta } from '../../shell/use-page-meta.ts';
import { routerLink } from '../auth/auth-page-support.tsx';

/**
 * /blog/{slug}: one post (growth.getBlogPost). The widget shows it with its h1; the page reads the
 * same cached answer for the tab's title and the description (the post's summary).
 */
export function BlogPostPage() {
  const { slug = '' } = useParams();
  const { client } = usePropre();
  const { language } = useShell();
  const post = useQuery(growth.getBlogPost(client, slug, { lang: language }));
  const { t, ready } = useAppTranslation('public');
  // An unknown slug keeps no other page's title: the tab says the post was not found.
  const missing = post.isError && ready ? t('blog.notFound') : null;
  usePageMeta(post.data?.title ?? missing, post.data?.summary ?? null);
  const brandName = useBrandName();
  const { t: pages } = useAppTranslation('pages');
  const data = post.data;
  usePageFacts({
    notFound: post.error instanceof ProblemError && post.error.status === 404,
    kind: 'article',
    ...(data && ready
      ? {
          breadcrumb: [
            { name: pages('breadcrumb.home'), path: '/' },
            { name: t('blog.title'), path: '/blog' },
            { name: data.title, path: `/blog/${data.slug}` },
          ],
          structured: (absolute) => [
            {
              '@context': 'https://schema.org',
              '@type': 'BlogPosting',
              '@id': absolute(`/blog/${data.slug}`),
              mainEntityOfPage: absolute(`/blog/${data.slug}`),
              headline: data.title,
              description: data.summary,
              datePublished: data.publishedAt,
              inLanguage: data.language === 'fr' ? 'fr-CA' : 'en-CA',
              author: { '@type': 'Organization', name: brandName },
              publisher: { '@type': 'Organization', name: brandName },
            },
          ],
        }
      : {}),
  });
  return (
    <div className="app-page app-public-page">
      <BlogArticle slug={slug} titleLevel={1} blogHref="/blog" renderLink={routerLink} />
    </div>
  );
}

// Rendered on the server: fetched before hydrating (routing/page-widgets.ts).
BlogPostPage.widgets = [BlogArticle];
