import { defineConfig } from 'tsup';

export default defineConfig({
  entry: {
    index: 'src/index.ts',
    'query/index': 'src/query/index.ts',
    'realtime/index': 'src/realtime/index.ts',
  },
  format: ['esm'],
  dts: true,
  sourcemap: true,
  clean: true,
  // Shared modules (errors, the client's constants) become one chunk, so `instanceof ProblemError`
  // holds across entry points.
  splitting: true,
  target: 'es2022',
  // Dependencies and peers stay imports: openapi-fetch, @tanstack/query-core, @propre/openapi types.
  external: ['openapi-fetch', '@tanstack/query-core'],
});
