import { readFileSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import { fileURLToPath } from 'node:url';

const resultsPath = fileURLToPath(new URL('../results.md', import.meta.url));

/** Describes the machine the figures were taken on, so they are read in context. */
export function machine(): string {
  const cpus = os.cpus();
  return `${cpus.length} × ${cpus[0]?.model.trim() ?? 'unknown CPU'}, ${Math.round(os.totalmem() / 2 ** 30)} GiB, Node ${process.version}`;
}

/**
 * Replaces the section of one benchmark in bench/results.md (between its markers), leaving
 * the other benchmarks' figures alone.
 */
export function recordSection(name: string, markdown: string): void {
  const begin = `<!-- bench:${name}:begin -->`;
  const end = `<!-- bench:${name}:end -->`;
  let content: string;
  try {
    content = readFileSync(resultsPath, 'utf8');
  } catch {
    content =
      '# Benchmark results\n\nFigures recorded by `pnpm bench` (see bench/README.md). Each section is replaced when its benchmark runs again.\n';
  }
  const block = `${begin}\n${markdown.trim()}\n${end}`;
  const start = content.indexOf(begin);
  const stop = content.indexOf(end);
  content =
    start >= 0 && stop > start
      ? content.slice(0, start) + block + content.slice(stop + end.length)
      : `${content.trimEnd()}\n\n${block}\n`;
  writeFileSync(resultsPath, withSummary(content));
}

const summaryBegin = '<!-- bench:summary:begin -->';
const summaryEnd = '<!-- bench:summary:end -->';

/**
 * Every figure that states a goal, gathered at the top with the date of its run, so one look
 * says what is met and what is not; rebuilt from the sections each time one of them changes.
 */
function withSummary(content: string): string {
  const rows: string[] = [];
  for (const match of content.matchAll(/<!-- bench:([a-z-]+):begin -->\n([\s\S]*?)<!-- bench:\1:end -->/g)) {
    const [, name, body = ''] = match;
    if (name === 'summary') continue;
    const date = /Run (\d{4}-\d{2}-\d{2})/.exec(body)?.[1] ?? '—';
    for (const line of body.split('\n')) {
      if (!/\(goal[ :]/.test(line)) continue;
      const verdict = /NOT met/.test(line) ? 'NOT met' : 'met';
      rows.push(`| ${name} | ${date} | ${line.replace(/^[-\s]+/, '').replace(/\|/g, '\\|')} | ${verdict} |`);
    }
  }
  const summary = `${summaryBegin}\n## Summary: every goal\n\n| benchmark | run | figure (goal) | verdict |\n| --- | --- | --- | --- |\n${rows.join('\n')}\n${summaryEnd}`;
  const start = content.indexOf(summaryBegin);
  const stop = content.indexOf(summaryEnd);
  if (start >= 0 && stop > start) return content.slice(0, start) + summary + content.slice(stop + summaryEnd.length);
  // First time: after the title and its paragraph, before the first section.
  const first = content.indexOf('<!-- bench:');
  return first >= 0 ? `${content.slice(0, first)}${summary}\n\n${content.slice(first)}` : `${content.trimEnd()}\n\n${summary}\n`;
}
