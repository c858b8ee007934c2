import '@propre/widgets/content/styles.css';
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

// Rendered on the server: fetched before hydrating (routing/page-widgets.ts).
BlogPage.widgets = [BlogList];
