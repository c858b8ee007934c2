/** Spec §1 cities, with the name the search API takes (French names are always understood). */
export const cities = [
  { key: 'montreal', query: 'Montréal' },
  { key: 'quebec', query: 'Québec' },
  { key: 'laval', query: 'Laval' },
  { key: 'longueuil', query: 'Longueuil' },
] as const;

/** The search page for a city; the whole list when no city is given. */
export function cleanersInCity(city: string): string {
  const name = city.trim().replace(/\s+/g, ' ');
  return name ? `/cleaners?${new URLSearchParams({ city: name })}` : '/cleaners';
}
