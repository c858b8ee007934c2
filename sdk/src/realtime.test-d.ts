// Type tests of the realtime client: compiled by `tsc -p sdk` (never run).
import { expectTypeOf } from 'vitest';
import { createRealtimeClient, type MessageSentFrame, type NewMessageFrame, type RealtimeError } from './realtime/index.ts';

const realtime = createRealtimeClient({ baseUrl: 'https://propre.ca' });

realtime.on('NEW_MESSAGE', (frame) => expectTypeOf(frame).toEqualTypeOf<NewMessageFrame>());
realtime.on('UNREAD_COUNT_UPDATE', (frame) => expectTypeOf(frame.count).toEqualTypeOf<number>());
realtime.on('ERROR', (frame) => expectTypeOf(frame.code).toEqualTypeOf<string>());
realtime.on('error', (error) => expectTypeOf(error).toEqualTypeOf<RealtimeError>());
realtime.on('reconnecting', (event) => expectTypeOf(event).toEqualTypeOf<{ attempt: number; delayMs: number }>());
expectTypeOf(realtime.on('PONG', () => undefined)).toEqualTypeOf<() => void>();
// @ts-expect-error not a server frame
realtime.on('PING', () => undefined);

realtime.send({ type: 'USER_TYPING', recipientId: 'usr_1', bookingId: 'bkg_1', isTyping: true });
realtime.send({ type: 'REQUEST_UNREAD_COUNT' });
realtime.send({ type: 'SEND_MESSAGE', bookingId: 'bkg_1', text: 'Bonjour', clientMessageId: 'c1' });
realtime.on('MESSAGE_SENT', (frame) => expectTypeOf(frame).toEqualTypeOf<MessageSentFrame>());
realtime.on('ERROR', (frame) => expectTypeOf(frame.clientMessageId).toEqualTypeOf<string | undefined>());
// @ts-expect-error SEND_MESSAGE needs its clientMessageId, to match the answer
realtime.send({ type: 'SEND_MESSAGE', bookingId: 'bkg_1', text: 'Bonjour' });
// @ts-expect-error a server frame cannot be sent
realtime.send({ type: 'PONG' });
// @ts-expect-error AUTH is sent by the client itself, on open
realtime.send({ type: 'AUTH', token: 'tok' });
// @ts-expect-error a frame missing its fields
realtime.send({ type: 'READ_RECEIPT', bookingId: 'bkg_1' });
