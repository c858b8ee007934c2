import { BlogList } from '@propre/widgets/content';
import { routerLink } from '../auth/auth-page-support.tsx';
import { PublicPage } from './PublicPage.tsx';

/** /blog: the published posts, newest first (growth.listBlogPosts). */
export function BlogPage() {
  return (
    <PublicPage page="blog" wide>
      <BlogList headingLevel={2} postHref={(slug) => `/blog/${slug}`} renderLink={routerLink} />
    </PublicPage>
  );
}
