import autocannon from 'autocannon';
import { autocannonFigures, type LoadFigures, openLoop } from './load.ts';

/**
 * Load over a list of GET paths, each call the next one (varied inputs, so no cache answers the
 * same question twice in a row): the search and profile benches read what people read.
 */
export function pathLoad(duration: number) {
  return {
    /** As many as the server answers with `connections` calls always in flight. */
    async closedLoop(base: string, paths: readonly string[], connections = 50): Promise<LoadFigures> {
      let n = 0;
      const result = await autocannon({
        url: base,
        connections,
        duration,
        requests: [{ setupRequest: (request) => ({ ...request, path: paths[n++ % paths.length] as string }) }],
      });
      return autocannonFigures(result);
    },
    /** One call every 1/rate s whatever the answers (open loop). */
    steady(base: string, paths: readonly string[], rate: number): Promise<LoadFigures> {
      let n = 0;
      return openLoop(new URL(base), rate, duration, () => ({ method: 'GET', path: paths[n++ % paths.length] as string }));
    },
  };
}
