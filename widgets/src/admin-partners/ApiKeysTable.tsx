import { formatDay } from '../i18n/format.ts';
import { Badge } from '../ui/Badge.tsx';
import { Button, type ButtonProps } from '../ui/Button.tsx';
import { ConfirmDialog } from '../ui/ConfirmDialog.tsx';
import { useEntry } from '../ui/use-entry.ts';
import { VisuallyHidden } from '../ui/VisuallyHidden.tsx';
import { OriginsDialog } from './OriginsDialog.tsx';
import { PartnersTable } from './PartnersTable.tsx';
import type { AdminPartnersPart } from './parts.ts';
import { adminPartnersTexts } from './texts.ts';
import type { PartnerApiKey } from './types.ts';
import { useConfirmation } from './use-confirmation.ts';

export interface ApiKeysTableProps {
  keys: PartnerApiKey[];
  onUpdateOrigins: (keyId: string, allowedOrigins: string[]) => Promise<void>;
  /** Asked after a confirmation: both stop the key at once. */
  onRotate: (key: PartnerApiKey) => void;
  onRevoke: (key: PartnerApiKey) => void;
  /** A key whose action is under way (its buttons wait). */
  busyKeyId?: string | null | undefined;
}

type Confirm = { action: 'rotate' | 'revoke'; key: PartnerApiKey };

/**
 * The partner's keys, revoked ones included: kind, name, the first characters (never the
 * secret), origins, dates; a live key's actions — its origins (publishable), rotate, revoke —
 * each confirmed, since the key stops at once.
 */
export function ApiKeysTable({ keys, onUpdateOrigins, onRotate, onRevoke, busyKeyId }: ApiKeysTableProps) {
  const { t, part, locale } = useEntry<AdminPartnersPart>(adminPartnersTexts);
  const confirm = useConfirmation<Confirm>();
  // Rotate and revoke: each asks first, and names its key to a screen reader.
  const keyAction = (action: Confirm['action'], key: PartnerApiKey, props: ButtonProps) => (
    <Button size="sm" {...props} onClick={(event) => confirm.ask({ action, key }, event)}>
      {t(`keys.${action}`)}
      <VisuallyHidden> {key.name}</VisuallyHidden>
    </Button>
  );
  return (
    <>
      <PartnersTable
        name="keys"
        rows={keys}
        stateOf={(key) => (key.revokedAt === null ? 'live' : 'revoked')}
        columns={[
          {
            key: 'name',
            rowHeader: true,
            cell: (key) => (
              <>
                {key.name}
                <br />
                <code {...part('code')}>{key.prefix}</code>
              </>
            ),
          },
          { key: 'kind', cell: (key) => t(`keys.kinds.${key.kind}`) },
          {
            key: 'origins',
            cell: (key) =>
              key.allowedOrigins.length === 0 ? (
                <>
                  <span aria-hidden="true">—</span>
                  <VisuallyHidden>{t('keys.noOrigins')}</VisuallyHidden>
                </>
              ) : (
                key.allowedOrigins.map((origin) => (
                  <code key={origin} {...part('code')}>
                    {origin}
                  </code>
                ))
              ),
          },
          {
            key: 'used',
            cell: (key) => (
              <>
                {t('keys.created', { date: formatDay(key.createdAt, locale) })}
                <br />
                {key.lastUsedAt ? t('keys.lastUsed', { date: formatDay(key.lastUsedAt, locale) }) : t('keys.neverUsed')}
              </>
            ),
          },
          {
            key: 'state',
            cell: (key) => (
              <Badge {...part('keyState')} tone={key.revokedAt === null ? 'success' : 'neutral'}>
                {key.revokedAt === null ? t('keys.live') : t('keys.revokedOn', { date: formatDay(key.revokedAt, locale) })}
              </Badge>
            ),
          },
          {
            key: 'actions',
            cell: (key) =>
              key.revokedAt === null ? (
                <div {...part('keyActions', { className: 'propre-wrap propre-row' })}>
                  {key.kind === 'publishable' ? <OriginsDialog apiKey={key} onSave={onUpdateOrigins} /> : null}
                  {keyAction('rotate', key, { variant: 'secondary', loading: busyKeyId === key.id })}
                  {keyAction('revoke', key, { variant: 'danger', disabled: busyKeyId === key.id })}
                </div>
              ) : null,
          },
        ]}
      />
      <ConfirmDialog
        item={confirm.item}
        onClose={confirm.close}
        onConfirm={({ action, key }) => (action === 'rotate' ? onRotate(key) : onRevoke(key))}
        title={confirm.item ? t(`keys.${confirm.item.action}Title`, { name: confirm.item.key.name }) : ''}
        description={confirm.item ? t(`keys.${confirm.item.action}Description`) : undefined}
        cancelLabel={t('common:actions.cancel')}
        confirmLabel={confirm.item ? t(`keys.${confirm.item.action}Confirm`) : ''}
      />
    </>
  );
}
