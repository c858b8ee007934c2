import { ProblemError } from '@propre/sdk';
import { formatQuebecInstant } from '../i18n/format.ts';
import { EmptyState } from '../ui/EmptyState.tsx';
import type { RetryProps } from '../ui/query-state.ts';
import { useEntry } from '../ui/use-entry.ts';
import { ContentState, type ContentStatus } from './ContentState.tsx';
import { publicationDate, type RenderContentLink, renderContentLink } from './links.tsx';
import { renderMarkdown } from './markdown.tsx';
import type { BlogPost } from './model.ts';
import type { ContentPart } from './parts.ts';
import { contentTexts } from './texts.ts';

export interface BlogArticleViewProps extends RetryProps {
  status: ContentStatus;
  post?: BlogPost;
  /** The title's level: 1 on the post's own page, 2 inside another page. */
  titleLevel?: 1 | 2;
  /** The list of posts, for the link back. */
  blogHref?: string;
  renderLink?: RenderContentLink;
  className?: string;
}

/**
 * One post, props only: its title, date and body. An unknown or unpublished slug says so and
 * links back to the list; a post shown in French to an English reader says why.
 */
export function BlogArticleView(props: BlogArticleViewProps) {
  const { post, error, titleLevel = 1, blogHref, renderLink, className } = props;
  const { t, part, locale } = useEntry<ContentPart>(contentTexts);
  const back =
    blogHref &&
    renderContentLink(renderLink, {
      href: blogHref,
      ...part('articleBack', { className: 'propre-link' }),
      children: `← ${t('blog.back')}`,
    });
  if (error instanceof ProblemError && error.status === 404) {
    return (
      <div {...part('article', { state: 'notFound', className })}>
        <EmptyState title={t('blog.notFound.title')} body={t('blog.notFound.body')} action={back} headingLevel={titleLevel} />
      </div>
    );
  }
  const Title = `h${titleLevel}` as const;
  return (
    <ContentState
      {...props}
      status={props.status === 'success' && !post ? 'loading' : props.status}
      root="article"
      headingLevel={2}
    >
      {() =>
        post && (
          <article {...part('article', { state: 'success', className })} lang={post.language}>
            <header {...part('articleHeader')}>
              <Title>{post.title}</Title>
              <p {...part('articleDate')}>
                {t('blog.published', { date: formatQuebecInstant(post.publishedAt, locale, publicationDate) })}
              </p>
              {post.language !== locale ? (
                <p {...part('articleNotice')} lang={locale}>
                  {t('blog.frenchOnly')}
                </p>
              ) : null}
            </header>
            <div {...part('articleBody')}>{renderMarkdown(post.body, titleLevel)}</div>
            {back}
          </article>
        )
      }
    </ContentState>
  );
}
