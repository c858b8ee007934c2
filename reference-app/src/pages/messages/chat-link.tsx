import type { ChatLinkProps } from '@propre/widgets/chat';
import { Link } from 'react-router';

/** The chat widgets' links, through the app's router. */
export function chatLink({ href, className, children }: ChatLinkProps) {
  return (
    <Link to={href} className={className}>
      {children}
    </Link>
  );
}
