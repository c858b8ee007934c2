import { NetworkError, ProblemError, TimeoutError } from '@propre/sdk';
import type { ErrorFrame, MessagePayload, RealtimeClient } from '@propre/sdk/realtime';

/** How long a sent message waits for its MESSAGE_SENT before it shows as failed (retry by hand). */
export const socketSendTimeoutMs = 15_000;

/**
 * The ERROR frame that refused a socket send, as the HTTP send's error would be: the same code
 * and status (the frame carries the status the catalogue gives over HTTP), so the outbox tells a
 * refusal from a passing failure, and the bubble words it, the same way on both paths.
 */
function problemOf(frame: ErrorFrame): ProblemError {
  const status = frame.status ?? 500;
  return new ProblemError({
    type: `https://propre.ca/problems/${frame.code.replace(/_/g, '-')}`,
    title: frame.message,
    status,
    code: frame.code,
    detail: frame.message,
    // A frame has no request of its own to refer to; empty, the bubble shows no reference.
    requestId: '',
  });
}

/**
 * Sends one message over the authenticated socket (SEND_MESSAGE) and resolves with the stored
 * message (MESSAGE_SENT with the same clientMessageId). Rejects with the refusal as a
 * ProblemError, with a NetworkError when the socket drops first (the message may or may not be
 * stored: the person decides to retry), or with a TimeoutError.
 */
export function sendOverSocket(
  realtime: RealtimeClient,
  bookingId: string,
  text: string,
  clientMessageId: string,
): Promise<MessagePayload> {
  return new Promise((resolve, reject) => {
    const offs: (() => void)[] = [];
    const settle = (outcome: () => void) => {
      clearTimeout(timer);
      for (const off of offs) off();
      outcome();
    };
    const timer = setTimeout(() => settle(() => reject(new TimeoutError(socketSendTimeoutMs))), socketSendTimeoutMs);
    offs.push(
      realtime.on('MESSAGE_SENT', (frame) => {
        if (frame.clientMessageId === clientMessageId) settle(() => resolve(frame.message));
      }),
      realtime.on('ERROR', (frame) => {
        if (frame.clientMessageId === clientMessageId) settle(() => reject(problemOf(frame)));
      }),
      realtime.on('close', ({ code, reason }) =>
        settle(() => reject(new NetworkError(new Error(`socket closed ${code} ${reason}`)))),
      ),
    );
    if (!realtime.send({ type: 'SEND_MESSAGE', bookingId, text, clientMessageId })) {
      settle(() => reject(new NetworkError(new Error('the socket is not open'))));
    }
  });
}
