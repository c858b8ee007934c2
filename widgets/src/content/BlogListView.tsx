import { formatQuebecInstant } from '../i18n/format.ts';
import { Card } from '../ui/Card.tsx';
import { EmptyState } from '../ui/EmptyState.tsx';
import { useEntry } from '../ui/use-entry.ts';
import { ContentState, type ContentStateProps } from './ContentState.tsx';
import { publicationDate, type RenderContentLink, renderContentLink } from './links.tsx';
import type { BlogPostSummary } from './model.ts';
import type { ContentPart } from './parts.ts';
import { contentTexts } from './texts.ts';

export interface BlogListViewProps extends ContentStateProps {
  /** Published posts, newest first. */
  posts?: readonly BlogPostSummary[];
  /** Where a post is read (`/blog/<slug>`). */
  postHref: (slug: string) => string;
  renderLink?: RenderContentLink;
}

/** The blog's posts as cards (title, date, summary, a link to read), props only. */
export function BlogListView(props: BlogListViewProps) {
  const { posts = [], postHref, renderLink, headingLevel = 2, className } = props;
  const { t, part, locale } = useEntry<ContentPart>(contentTexts);
  const Heading = `h${headingLevel}` as const;
  return (
    <ContentState {...props} root="blogList">
      {() =>
        posts.length === 0 ? (
          <div {...part('blogList', { state: 'empty', className })}>
            <EmptyState title={t('blog.empty')} headingLevel={headingLevel} />
          </div>
        ) : (
          <ul {...part('blogList', { state: 'success', className: `propre-bare-list ${className ?? ''}`.trim() })}>
            {posts.map((post) => (
              <li key={post.slug}>
                <Card as="article" padding="lg" {...part('blogCard', { className: 'propre-stack' })} lang={post.language}>
                  <Heading {...part('blogCardTitle')}>{post.title}</Heading>
                  <p {...part('blogCardDate')}>
                    {t('blog.published', { date: formatQuebecInstant(post.publishedAt, locale, publicationDate) })}
                  </p>
                  <p {...part('blogCardSummary')}>{post.summary}</p>
                  {renderContentLink(renderLink, {
                    href: postHref(post.slug),
                    ...part('blogCardLink', { className: 'propre-link' }),
                    children: (
                      <>
                        <span aria-hidden="true">{t('blog.read')} →</span>
                        <span className="propre-visually-hidden">{t('blog.readLabel', { title: post.title })}</span>
                      </>
                    ),
                  })}
                </Card>
              </li>
            ))}
          </ul>
        )
      }
    </ContentState>
  );
}
