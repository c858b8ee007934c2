import { useUnreadCount } from '@propre/widgets/chat';
import type { User } from '@propre/widgets/provider';
import { Link } from 'react-router';
import { useAppTranslation } from '../i18n/use-app-translation.ts';
import { useLogout } from '../shell/use-logout.ts';
import { DeferredMenu } from './DeferredMenu.tsx';
import { ChevronIcon } from './icons.tsx';
import { accountLinks } from './nav-links.ts';
import { UnreadBadge } from './UnreadBadge.tsx';

/** Spec §2 logged-in menu, by role, with the unread badge (not for admins) and logout. */
export function AccountMenu({ user }: { user: User }) {
  const { t } = useAppTranslation('header');
  const logout = useLogout();
  const showsUnread = user.role !== 'admin';
  // Live from the layout's messaging connection; polled while it is down (spec §8).
  const unread = useUnreadCount();
  const count = showsUnread ? unread : 0;
  const firstName = user.name.trim().split(/\s+/)[0] || user.username;
  return (
    <DeferredMenu
      label={t('account.trigger')}
      trigger={
        <button type="button" className="app-account-trigger">
          <span className="app-avatar" aria-hidden="true">
            {user.profilePic ? (
              // The URL changes with each new picture (?v=), so the session's new user shows it at once.
              <img className="app-avatar-image" src={user.profilePic} alt="" width={34} height={34} data-part="header-avatar" />
            ) : (
              initials(user.name || user.username)
            )}
          </span>
          <span className="app-account-name">{firstName}</span>
          <span className="propre-visually-hidden">{t('account.trigger')}</span>
          <UnreadBadge count={count} />
          <ChevronIcon />
        </button>
      }
      items={({ MenuItem, MenuLabel, MenuSeparator }) => (
        <>
          <MenuLabel>
            <span className="app-account-signed-in">{t('account.signedInAs')}</span>
            <span className="app-account-email">{user.email}</span>
          </MenuLabel>
          <MenuSeparator />
          {accountLinks(user.role).map((link) => (
            <MenuItem key={link.to} asChild>
              <Link to={link.to} className="app-account-link">
                {t(link.key)}
                {link.unread && <UnreadBadge count={count} />}
              </Link>
            </MenuItem>
          ))}
          <MenuSeparator />
          <MenuItem tone="danger" onSelect={() => void logout()}>
            {t('account.logout')}
          </MenuItem>
        </>
      )}
    />
  );
}

function initials(name: string): string {
  const parts = name.trim().split(/\s+/).filter(Boolean);
  const letters = parts.length > 1 ? [parts[0], parts[parts.length - 1]] : parts;
  return letters
    .map((part) => part?.[0] ?? '')
    .join('')
    .toUpperCase();
}
