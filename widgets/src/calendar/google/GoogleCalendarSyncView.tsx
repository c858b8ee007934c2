import type { components } from '@propre/sdk';
import { useState } from 'react';
import { formatDayTime } from '../../i18n/format.ts';
import { Button } from '../../ui/Button.tsx';
import { ProblemAlert } from '../../ui/ProblemAlert.tsx';
import { useEntry } from '../../ui/use-entry.ts';
import { ConfirmDialogButton } from '../ConfirmDialogButton.tsx';
import type { CalendarPart } from '../parts.ts';
import { calendarTexts } from '../texts.ts';
import { useAction } from '../use-action.ts';

export type GoogleCalendarStatus = components['schemas']['GoogleCalendarStatus'];

export interface GoogleCalendarSyncViewProps {
  /** The link as the API tells it (availability.getGoogleCalendar). */
  status: GoogleCalendarStatus;
  /** Goes to Google's consent page; a refusal to start is shown beside the button. */
  onConnect: () => Promise<unknown>;
  onSync: () => Promise<unknown>;
  onDisconnect: () => Promise<unknown>;
  /** What came back from Google's consent page: being finished, refused by the API, or declined by the person on Google's page. */
  returning?: { busy: boolean; error: unknown; declined?: boolean };
  /** Opens the disconnection's confirmation at first (stories). */
  defaultDisconnectOpen?: boolean;
}

/**
 * Google Calendar sync, props only: connect (to Google's consent page and back), then the
 * account, the last sync and what it moved each way, a sync on demand, the last failure with
 * what to do, and a disconnection confirmed first (the busy times read from Google go with it).
 */
export function GoogleCalendarSyncView({
  status,
  onConnect,
  onSync,
  onDisconnect,
  returning,
  defaultDisconnectOpen = false,
}: GoogleCalendarSyncViewProps) {
  const { t, part, locale } = useEntry<CalendarPart>(calendarTexts);
  const connect = useAction();
  const sync = useAction();
  const [disconnectOpen, setDisconnectOpen] = useState(defaultDisconnectOpen);
  const disconnect = useAction(() => setDisconnectOpen(false));

  if (!status.available) return <p {...part('googleNote')}>{t('google.unavailable')}</p>;
  if (returning?.busy)
    return (
      <p {...part('googleNote')} role="status">
        {t('google.finishing')}
      </p>
    );

  if (!status.connected) {
    return (
      <>
        <p {...part('googleNote')}>{t('google.text')}</p>
        {returning?.declined ? (
          <p {...part('googleNote')} role="status">
            {t('google.declined')}
          </p>
        ) : null}
        {returning?.error ? <ProblemAlert error={returning.error} title={t('google.connectFailed')} /> : null}
        <div {...part('googleActions', { className: 'propre-wrap propre-row' })}>
          <Button size="lg" loading={connect.busy} onClick={() => void connect.run(onConnect, () => {})}>
            {t('google.connect')}
          </Button>
        </div>
        {connect.error ? <ProblemAlert error={connect.error} title={t('google.connectFailed')} /> : null}
      </>
    );
  }

  const failure = status.lastSyncError;
  return (
    <>
      <dl {...part('googleFacts', { className: 'propre-stack' })}>
        <div>
          <dt>{t('google.account')}</dt>
          <dd>{status.accountEmail ?? t('google.accountUnknown')}</dd>
        </div>
        <div>
          <dt>{t('google.lastSync')}</dt>
          <dd>{status.lastSyncAt ? formatDayTime(status.lastSyncAt, locale) : t('google.never')}</dd>
        </div>
        <div>
          <dt>{t('google.moved')}</dt>
          <dd>
            {t('google.pushed', { count: status.pushedEvents })} · {t('google.read', { count: status.busyPeriods })}
          </dd>
        </div>
      </dl>
      {failure ? (
        <p {...part('googleFailure')} role="alert">
          {t(`common:errors.${failure.code}`)}{' '}
          {failure.retryAt ? t('google.retryAt', { when: formatDayTime(failure.retryAt, locale) }) : t('google.reconnect')}
        </p>
      ) : null}
      <div {...part('googleActions', { className: 'propre-wrap propre-row' })}>
        <Button size="lg" loading={sync.busy} onClick={() => void sync.run(onSync, () => {})}>
          {t('google.sync')}
        </Button>
        <ConfirmDialogButton
          open={disconnectOpen}
          onOpenChange={setDisconnectOpen}
          action={disconnect}
          onConfirm={() => void disconnect.run(onDisconnect)}
          texts={{
            trigger: t('google.disconnect'),
            title: t('google.disconnectTitle'),
            description: t('google.disconnectText'),
            failed: t('google.disconnectFailed'),
            confirm: t('google.disconnectConfirm'),
          }}
        />
      </div>
      {sync.error ? <ProblemAlert error={sync.error} title={t('google.syncFailed')} /> : null}
      {returning?.error ? <ProblemAlert error={returning.error} title={t('google.connectFailed')} /> : null}
    </>
  );
}
