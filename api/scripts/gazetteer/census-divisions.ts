// Quebec's census divisions (Statistics Canada's SGC codes 24xx: the regional county
// municipalities, MRC, and the territories equivalent to one) and the administrative region
// each lies in. Every MRC lies wholly in one region, so a municipality's region follows from
// the first two digits of its municipal code (GeoNames' admin3 code, e.g. 66023 for Montréal).
// Brome-Missisquoi (46) and La Haute-Yamaska (47) moved from Montérégie to Estrie on 8 July 2021.
export const regionOfCensusDivision: Readonly<Record<string, string>> = {
  '01': '11', // Les Îles-de-la-Madeleine
  '02': '11', // Le Rocher-Percé
  '03': '11', // La Côte-de-Gaspé
  '04': '11', // La Haute-Gaspésie
  '05': '11', // Bonaventure
  '06': '11', // Avignon
  '07': '01', // La Matapédia
  '08': '01', // La Matanie
  '09': '01', // La Mitis
  '10': '01', // Rimouski-Neigette
  '11': '01', // Les Basques
  '12': '01', // Rivière-du-Loup
  '13': '01', // Témiscouata
  '14': '01', // Kamouraska
  '15': '03', // Charlevoix-Est
  '16': '03', // Charlevoix
  '17': '12', // L'Islet
  '18': '12', // Montmagny
  '19': '12', // Bellechasse
  '20': '03', // L'Île-d'Orléans
  '21': '03', // La Côte-de-Beaupré
  '22': '03', // La Jacques-Cartier
  '23': '03', // Québec
  '25': '12', // Lévis
  '26': '12', // La Nouvelle-Beauce
  '27': '12', // Robert-Cliche
  '28': '12', // Les Etchemins
  '29': '12', // Beauce-Sartigan
  '30': '05', // Le Granit
  '31': '12', // Les Appalaches
  '32': '17', // L'Érable
  '33': '12', // Lotbinière
  '34': '03', // Portneuf
  '35': '04', // Mékinac
  '36': '04', // Shawinigan
  '37': '04', // Trois-Rivières
  '38': '17', // Bécancour
  '39': '17', // Arthabaska
  '40': '05', // Les Sources
  '41': '05', // Le Haut-Saint-François
  '42': '05', // Le Val-Saint-François
  '43': '05', // Sherbrooke
  '44': '05', // Coaticook
  '45': '05', // Memphrémagog
  '46': '05', // Brome-Missisquoi
  '47': '05', // La Haute-Yamaska
  '48': '16', // Acton
  '49': '17', // Drummond
  '50': '17', // Nicolet-Yamaska
  '51': '04', // Maskinongé
  '52': '14', // D'Autray
  '53': '16', // Pierre-De Saurel
  '54': '16', // Les Maskoutains
  '55': '16', // Rouville
  '56': '16', // Le Haut-Richelieu
  '57': '16', // La Vallée-du-Richelieu
  '58': '16', // Longueuil
  '59': '16', // Marguerite-D'Youville
  '60': '14', // L'Assomption
  '61': '14', // Joliette
  '62': '14', // Matawinie
  '63': '14', // Montcalm
  '64': '14', // Les Moulins
  '65': '13', // Laval
  '66': '06', // Montréal
  '67': '16', // Roussillon
  '68': '16', // Les Jardins-de-Napierville
  '69': '16', // Le Haut-Saint-Laurent
  '70': '16', // Beauharnois-Salaberry
  '71': '16', // Vaudreuil-Soulanges
  '72': '15', // Deux-Montagnes
  '73': '15', // Thérèse-De Blainville
  '74': '15', // Mirabel
  '75': '15', // La Rivière-du-Nord
  '76': '15', // Argenteuil
  '77': '15', // Les Pays-d'en-Haut
  '78': '15', // Les Laurentides
  '79': '15', // Antoine-Labelle
  '80': '07', // Papineau
  '81': '07', // Gatineau
  '82': '07', // Les Collines-de-l'Outaouais
  '83': '07', // La Vallée-de-la-Gatineau
  '84': '07', // Pontiac
  '85': '08', // Témiscamingue
  '86': '08', // Rouyn-Noranda
  '87': '08', // Abitibi-Ouest
  '88': '08', // Abitibi
  '89': '08', // La Vallée-de-l'Or
  '90': '04', // La Tuque
  '91': '02', // Le Domaine-du-Roy
  '92': '02', // Maria-Chapdelaine
  '93': '02', // Lac-Saint-Jean-Est
  '94': '02', // Le Saguenay-et-son-Fjord
  '95': '09', // La Haute-Côte-Nord
  '96': '09', // Manicouagan
  '97': '09', // Sept-Rivières–Caniapiscau
  '98': '09', // Minganie–Le Golfe-du-Saint-Laurent
  '99': '10', // Nord-du-Québec
};
