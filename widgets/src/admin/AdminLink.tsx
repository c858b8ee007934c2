import type { AdminLinkProps, AdminRenderLink } from './types.ts';

/** The host's link (SPA navigation) when given, else a plain anchor. */
export function AdminLink({ renderLink, ...props }: AdminLinkProps & { renderLink?: AdminRenderLink | undefined }) {
  return renderLink ? renderLink(props) : <a {...props} />;
}
