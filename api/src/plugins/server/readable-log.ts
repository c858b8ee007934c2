import { type FastifyReply, type FastifyRequest, LogController } from 'fastify';

/**
 * What a developer reads in the terminal (NODE_ENV=development): one line per request,
 * `12:01:02 GET /api/x 200 3 ms`, and any other record as `12:01:02 WARN message key=value`,
 * an error's stack below it. Production keeps pino's JSON lines, for a log collector; tests too.
 */

const levelNames: Record<number, string> = { 10: 'TRACE', 20: 'DEBUG', 30: 'INFO', 40: 'WARN', 50: 'ERROR', 60: 'FATAL' };
// Fields every record has, or that the line shows in its own way.
const shownApart = new Set(['level', 'time', 'pid', 'hostname', 'msg', 'requestId', 'err']);

/** The fields of the one record logged per request (see `OneLinePerRequest`). */
export interface RequestRecord {
  method: string;
  url: string;
  statusCode: number;
  responseTime: number;
}

/** Fastify's request logging as one record when the answer is sent, rather than one on arrival too. */
export class OneLinePerRequest extends LogController {
  override incomingRequest(): void {}

  override requestCompleted(error: Error | null | undefined, request: FastifyRequest, reply: FastifyReply): void {
    if (this.isLogDisabled(request)) return;
    const { method, url } = request;
    const record: RequestRecord = { method, url, statusCode: reply.statusCode, responseTime: reply.elapsedTime };
    if (error) reply.log.error({ ...record, err: error }, 'request errored');
    else reply.log.info(record);
  }
}

function isRequest(record: Record<string, unknown>): boolean {
  return typeof record.method === 'string' && typeof record.url === 'string' && typeof record.statusCode === 'number';
}

const clockOf = (time: unknown) => (typeof time === 'number' ? new Date(time).toTimeString().slice(0, 8) : '--:--:--');

const valueText = (value: unknown) => (typeof value === 'string' ? value : JSON.stringify(value));

function requestText(record: Record<string, unknown>): string {
  const { method, url, statusCode, responseTime } = record as unknown as RequestRecord;
  return `${method} ${url} ${statusCode} ${Math.round(Number(responseTime) || 0)} ms`;
}

function recordText(record: Record<string, unknown>): string {
  const extras = Object.entries(record)
    .filter(([key]) => !shownApart.has(key))
    .map(([key, value]) => ` ${key}=${valueText(value)}`);
  return `${levelNames[Number(record.level)] ?? 'LOG'} ${String(record.msg ?? '')}${extras.join('')}`;
}

function stackText(err: unknown): string {
  if (!err || typeof err !== 'object') return '';
  const { stack, message } = err as { stack?: unknown; message?: unknown };
  return `\n  ${String(stack ?? message).replaceAll('\n', '\n  ')}`;
}

/** One pino JSON record as a line for people; a line that is not JSON passes unchanged. */
export function readableLine(json: string): string {
  let record: Record<string, unknown>;
  try {
    record = JSON.parse(json) as Record<string, unknown>;
  } catch {
    return json.endsWith('\n') ? json : `${json}\n`;
  }
  const text = isRequest(record) ? requestText(record) : recordText(record);
  return `${clockOf(record.time)} ${text}${stackText(record.err)}\n`;
}

/** A destination for pino that writes readable lines to `out` (the terminal). */
export function readableLogStream(out: { write(text: string): unknown }): { write(line: string): void } {
  return { write: (line) => void out.write(readableLine(line)) };
}
