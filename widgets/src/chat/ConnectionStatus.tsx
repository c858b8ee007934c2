import { useEffect, useState } from 'react';
import { Button } from '../ui/Button.tsx';
import { useEntry } from '../ui/use-entry.ts';
import type { ConnectionInfo } from './messaging-context.ts';
import type { ChatPart } from './parts.ts';
import { chatTexts } from './texts.ts';

export interface ConnectionStatusViewProps {
  connection: ConnectionInfo;
  /** Messages written while offline, waiting to be sent. */
  queued?: number;
  onReconnect?: () => void;
  /** Shows the "connected" line too (by default a healthy connection shows nothing). */
  showConnected?: boolean;
}

/** Seconds until `retryAt`, counting down while reconnecting. */
function useSecondsLeft(retryAt: number | null): number {
  const left = () => (retryAt === null ? 0 : Math.max(0, Math.ceil((retryAt - Date.now()) / 1000)));
  const [seconds, setSeconds] = useState(left);
  // biome-ignore lint/correctness/useExhaustiveDependencies: `left` reads retryAt, the only input
  useEffect(() => {
    setSeconds(left());
    if (retryAt === null) return;
    const timer = setInterval(() => setSeconds(left()), 1000);
    return () => clearInterval(timer);
  }, [retryAt]);
  return seconds;
}

/**
 * The live connection as it is (spec §4): connecting, connected, reconnecting — attempt n of 5
 * and the delay before it — or failed, with "try again". A status region: changes are read
 * politely; the countdown itself is not re-announced every second.
 */
export function ConnectionStatusView({ connection, queued = 0, onReconnect, showConnected = false }: ConnectionStatusViewProps) {
  const { t, part } = useEntry<ChatPart>(chatTexts);
  const seconds = useSecondsLeft(connection.status === 'reconnecting' ? connection.retryAt : null);
  const { status } = connection;
  const hidden = status === 'idle' || (status === 'connected' && !showConnected && queued === 0);
  let text = '';
  if (status === 'connecting') text = t('connection.connecting');
  else if (status === 'connected') text = t('connection.connected');
  else if (status === 'reconnecting')
    text = t('connection.reconnecting', {
      attempt: connection.attempt,
      max: connection.maxAttempts,
      seconds: Math.round(connection.delayMs / 1000),
    });
  else if (status === 'failed') text = t('connection.failed');
  return (
    <div {...part('connection', { className: 'propre-wrap', state: status })} hidden={hidden}>
      <p role="status" {...part('connectionText', { className: 'propre-row' })}>
        <span {...part('connectionDot')} aria-hidden="true" />
        {!hidden && text}
        {!hidden && queued > 0 && <span {...part('connectionQueued')}> · {t('connection.queued', { count: queued })}</span>}
      </p>
      {status === 'reconnecting' && seconds > 0 && (
        <span {...part('connectionCountdown')} aria-hidden="true">
          {`${seconds}\u00a0s`}
        </span>
      )}
      {status === 'failed' && onReconnect && (
        <Button size="sm" variant="secondary" onClick={onReconnect}>
          {t('connection.tryAgain')}
        </Button>
      )}
    </div>
  );
}
