import { type ChildProcess, spawn } from 'node:child_process';
import { fileURLToPath } from 'node:url';

export const repoRoot = fileURLToPath(new URL('../../', import.meta.url));
export const apiServer = fileURLToPath(new URL('../../api/src/server.ts', import.meta.url));

export interface Started {
  child: ChildProcess;
  /** Base URL printed by the process once it listens. */
  url: string;
  stop(): Promise<number | null>;
}

/** Spawns a Node script and waits until it prints the URL it listens on. */
export async function startProcess(script: string, env: Record<string, string>, urlPattern: RegExp): Promise<Started> {
  const child = spawn(process.execPath, [script], {
    env: { ...process.env, ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  const url = await new Promise<string>((resolve, reject) => {
    const onData = (chunk: Buffer) => {
      output += chunk.toString();
      const match = urlPattern.exec(output);
      if (match?.[1]) resolve(match[1]);
    };
    child.stdout?.on('data', onData);
    child.stderr?.on('data', onData);
    child.on('exit', (code) => reject(new Error(`${script} exited with ${code}:\n${output}`)));
  });
  const exited = new Promise<number | null>((resolve) => child.on('exit', resolve));
  return {
    child,
    url,
    async stop() {
      child.kill('SIGTERM');
      return exited;
    },
  };
}

export const apiReadyLine = /ready in \d+ ms on (http:\/\/\S+)/;
