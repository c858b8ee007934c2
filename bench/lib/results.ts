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
  writeFileSync(resultsPath, content);
}
