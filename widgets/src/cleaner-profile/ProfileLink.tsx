import type { ProfileLinkProps } from './types.ts';

/** A link through the host's router when it gave one, a plain `<a>` otherwise. */
export function ProfileLink({
  renderLink,
  ...props
}: ProfileLinkProps & { renderLink?: (props: ProfileLinkProps) => React.ReactNode }) {
  if (renderLink) return <>{renderLink(props)}</>;
  const { children, ...attributes } = props;
  return <a {...attributes}>{children}</a>;
}
