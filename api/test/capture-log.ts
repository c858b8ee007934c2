import Fastify, { type FastifyBaseLogger } from 'fastify';

export interface CapturedLog {
  /** The real Fastify (pino) logger, at level info. */
  log: FastifyBaseLogger;
  /** Every line written so far, as written (JSON). */
  lines: string[];
  /** Those lines parsed. */
  records(): Record<string, unknown>[];
}

/** A logger like the app's whose output the test can read, to check what reaches the logs. */
export function captureLog(): CapturedLog {
  const lines: string[] = [];
  const app = Fastify({ logger: { level: 'info', stream: { write: (line: string) => lines.push(line) } } });
  return { log: app.log, lines, records: () => lines.map((line) => JSON.parse(line) as Record<string, unknown>) };
}
