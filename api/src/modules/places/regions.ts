/** One of Quebec's 17 administrative regions. */
export interface Region {
  /** The official two-digit code, 01 to 17. */
  id: string;
  /** The official French name. */
  name: string;
  /** The English name: the French one except where an English form is well established. */
  nameEn: string;
}

// Region names are not translated by the Commission de toponymie; English usage keeps the
// French forms, with the one established exonym (Montreal).
export const quebecRegions: readonly Region[] = [
  { id: '01', name: 'Bas-Saint-Laurent', nameEn: 'Bas-Saint-Laurent' },
  { id: '02', name: 'Saguenay–Lac-Saint-Jean', nameEn: 'Saguenay–Lac-Saint-Jean' },
  { id: '03', name: 'Capitale-Nationale', nameEn: 'Capitale-Nationale' },
  { id: '04', name: 'Mauricie', nameEn: 'Mauricie' },
  { id: '05', name: 'Estrie', nameEn: 'Estrie' },
  { id: '06', name: 'Montréal', nameEn: 'Montreal' },
  { id: '07', name: 'Outaouais', nameEn: 'Outaouais' },
  { id: '08', name: 'Abitibi-Témiscamingue', nameEn: 'Abitibi-Témiscamingue' },
  { id: '09', name: 'Côte-Nord', nameEn: 'Côte-Nord' },
  { id: '10', name: 'Nord-du-Québec', nameEn: 'Nord-du-Québec' },
  { id: '11', name: 'Gaspésie–Îles-de-la-Madeleine', nameEn: 'Gaspésie–Îles-de-la-Madeleine' },
  { id: '12', name: 'Chaudière-Appalaches', nameEn: 'Chaudière-Appalaches' },
  { id: '13', name: 'Laval', nameEn: 'Laval' },
  { id: '14', name: 'Lanaudière', nameEn: 'Lanaudière' },
  { id: '15', name: 'Laurentides', nameEn: 'Laurentides' },
  { id: '16', name: 'Montérégie', nameEn: 'Montérégie' },
  { id: '17', name: 'Centre-du-Québec', nameEn: 'Centre-du-Québec' },
];
