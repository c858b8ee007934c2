import type { ReactNode } from 'react';

/** What a host's `renderLink` gets: spread it on its router's link. */
export interface BookingLinkProps {
  href: string;
  className: string;
  'data-part': string;
  children: ReactNode;
}

/** A link to a booking's page, as the host's router draws it (`renderLink`), or a plain link. */
export function BookingLink({
  renderLink,
  ...props
}: BookingLinkProps & { renderLink?: ((props: BookingLinkProps) => ReactNode) | undefined }) {
  return renderLink ? renderLink(props) : <a {...props} />;
}
