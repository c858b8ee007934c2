import { describe, expect, it } from 'vitest';
import { cleanersInCity } from './cities.ts';

describe('cleanersInCity', () => {
  it('puts the city in the query string, encoded', () => {
    expect(cleanersInCity('Montréal')).toBe('/cleaners?city=Montr%C3%A9al');
    expect(cleanersInCity('  Saint-Jean-sur-Richelieu ')).toBe('/cleaners?city=Saint-Jean-sur-Richelieu');
    expect(cleanersInCity('Trois  Rivières')).toBe('/cleaners?city=Trois+Rivi%C3%A8res');
  });

  it('opens the whole search without a city', () => {
    expect(cleanersInCity('   ')).toBe('/cleaners');
  });
});
