import { defineConfig } from 'tsup';

export default defineConfig({
  entry: ['src/index.ts'],
  format: ['esm'],
  dts: true,
  sourcemap: true,
  clean: true,
  target: 'es2022',
  // The contract's types are inlined into the declarations; the runtime needs only openapi-fetch.
  external: ['openapi-fetch'],
});
