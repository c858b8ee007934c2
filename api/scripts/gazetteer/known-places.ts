// Regions written from knowledge, by GeoNames id, for the places that must be right whatever
// the source's codes say. The build fails when an id here is missing from the source or has
// another name, so a new release of the data cannot silently shift a row.

/** [GeoNames id, name as GeoNames spells it, region id]. */
export type KnownPlace = readonly [id: number, name: string, regionId: string];

/** Every place of 10 000 people or more (the build refuses one above 20 000 missing here). */
export const largePlaces: readonly KnownPlace[] = [
  [6077243, 'Montréal', '06'],
  [6325494, 'Québec', '03'],
  [6050610, 'Laval', '13'],
  [5959974, 'Gatineau', '07'],
  [6059891, 'Longueuil', '16'],
  [6137270, 'Saguenay', '02'],
  [6146143, 'Sherbrooke', '05'],
  [6325521, 'Lévis', '12'],
  [6169141, 'Trois-Rivières', '04'],
  [6163012, 'Terrebonne', '14'],
  [6138610, 'Saint-Laurent', '06'], // borough of Montréal
  [6119518, 'Repentigny', '14'],
  [11838435, 'La Haute-Saint-Charles', '03'], // borough of Québec
  [6138625, 'Saint-Léonard', '06'], // borough of Montréal
  [6138495, 'Saint-Jean-sur-Richelieu', '16'],
  [5909629, 'Brossard', '16'],
  [6091314, 'Notre-Dame-de-Grâce', '06'], // district of Montréal
  [5942845, 'Drummondville', '17'],
  [6138501, 'Saint-Jérôme', '15'],
  [7303786, 'Jonquière', '02'], // borough of Saguenay
  [5964215, 'Granby', '05'], // La Haute-Yamaska, in Estrie since 2021
  [6138374, 'Saint-Hyacinthe', '16'],
  [5940956, 'Dollard-Des Ormeaux', '06'],
  [5903510, 'Blainville', '15'],
  [5920433, 'Châteauguay', '16'],
  [6354895, 'Rimouski', '01'],
  [6138175, 'Saint-Eustache', '15'],
  [6151350, 'Sorel-Tracy', '16'],
  [5906267, 'Boucherville', '16'],
  [6139289, 'Salaberry-de-Valleyfield', '16'],
  [6145489, 'Shawinigan', '04'],
  [6126305, 'Rock Forest', '05'], // part of Sherbrooke
  [5987650, 'Joliette', '14'],
  [6067494, 'Mascouche', '14'],
  [6075061, 'Mirabel', '15'],
  [6174151, 'Victoriaville', '17'],
  [5928488, 'Côte-Saint-Luc', '06'],
  [6620953, 'Saint-Georges', '12'],
  [6107325, 'Pointe-Claire', '06'],
  [5889745, 'Baie-Comeau', '09'],
  [5884083, 'Alma', '02'],
  [6137941, 'Sainte-Julie', '16'],
  [5905132, 'Boisbriand', '15'],
  [6173570, 'Vaudreuil-Dorion', '16'],
  [6943827, 'Thetford-Mines', '12'],
  [6173017, "Val-d'Or", '08'],
  [6138121, 'Sainte-Thérèse', '15'],
  [6137540, 'Saint-Bruno-de-Montarville', '16'],
  [6137633, 'Saint-Constant', '16'],
  [6128577, 'Rouyn-Noranda', '08'],
  [5919566, 'Chambly', '16'],
  [6144312, 'Sept-Îles', '09'],
  [6049863, 'La Prairie', '16'],
  [6173508, 'Varennes', '16'],
  [6179226, 'Westmount', '06'],
  [5992830, 'Kirkland', '06'],
  [5895650, 'Beaconsfield', '06'],
  [6077315, 'Mont-Royal', '06'],
  [5898138, 'Beloeil', '16'],
  [6354897, 'Rivière-du-Loup', '01'],
  [5941925, 'Dorval', '06'],
  [5884588, 'Amos', '08'],
  [5938513, 'Deux-Montagnes', '15'],
  [6052788, 'Les Coteaux', '16'],
  [7535681, 'Saint-Augustin-de-Desmaures', '03'],
  [6138617, 'Saint-Lazare', '16'],
  [6137780, 'Sainte-Catherine', '16'], // Roussillon
  [6942645, 'Buckingham', '07'], // part of Gatineau
  [6534203, "L'Ancienne-Lorette", '03'],
  [6137781, 'Sainte-Catherine', '04'], // a sector of Trois-Rivières, as GeoNames codes and places it
  [5914826, 'Candiac', '16'],
  [6050263, "L'Assomption", '14'],
  [6077340, 'Mont-Saint-Hilaire', '16'],
  [6137489, 'Saint-Basile-le-Grand', '16'],
  [6064180, 'Magog', '05'],
  [10627796, 'le Plateau', '07'], // district of Gatineau
  [5959878, 'Gaspé', '11'],
  [6696260, 'Matane', '01'],
  [6127681, 'Rosemère', '15'],
  [6138643, 'Saint-Lin-Laurentides', '14'],
  [6077128, 'Mont-Laurier', '15'],
  [5940934, 'Dolbeau-Mistassini', '02'],
  [5896495, 'Beauharnois', '16'],
  [6325529, 'Montmagny', '12'],
  [6945989, 'Sainte-Marie', '12'],
  [12076633, 'Hauterive', '09'], // part of Baie-Comeau
  [6138032, 'Sainte-Marthe-sur-le-Lac', '15'],
  [6104876, 'Pincourt', '16'],
  [5897209, 'Bécancour', '17'],
  [5931074, 'Cowansville', '05'], // Brome-Missisquoi, in Estrie since 2021
  [6137753, 'Sainte-Anne-des-Plaines', '15'],
  [6137557, 'Saint-Canut', '15'], // part of Mirabel
  [6137696, 'Sainte-Adèle', '15'],
  [5915148, 'Cantley', '07'],
  [6113198, 'Prévost', '15'],
  [6072206, 'Mercier', '16'],
];

/** Smaller places whose GeoNames municipal code is wrong (it names a municipality across a region line). */
export const correctedPlaces: readonly KnownPlace[] = [
  [6060407, 'Lorraine', '15'], // Thérèse-De Blainville; GeoNames gives Terrebonne's code
  [5905152, 'Bois-des-Filion', '15'], // Thérèse-De Blainville; GeoNames gives Laval's code
];

/**
 * Places GeoNames ties to no municipality, kept because they are real communities at the
 * coordinates given, inside a region beyond doubt. Every other place without a municipal code
 * is left out: their coordinates point far from any place of that name (see the README).
 */
export const placesWithoutCode: readonly KnownPlace[] = [
  [5927234, 'Cookshire', '05'], // Cookshire-Eaton
  [5996666, 'Lac-Alouette', '15'], // between Saint-Jérôme and Sainte-Sophie
  [6005297, 'Lac-Connelly', '15'], // Saint-Hippolyte
  [6028783, 'Lac-Lapierre', '14'], // between Saint-Lin–Laurentides and Saint-Calixte
  [6050216, "L'Ascension-de-Notre-Seigneur", '02'],
  [6054474, 'Linière', '12'], // Saint-Côme–Linière
  [6072447, 'Métabetchouan', '02'],
  [6075491, 'Mistissini', '10'],
  [6137383, 'Saint-Ambroise', '14'], // Saint-Ambroise-de-Kildare
  [6137479, 'Saint-Barnabé-Sud', '16'],
  [6137692, 'Saint-Donat-de-Montcalm', '14'],
  [6138075, 'Saint-Éphrem-de-Beauce', '12'],
  [6139393, 'Salluit', '10'],
  [6176654, 'Waswanipi', '10'],
  [6943733, 'Weymontachie', '04'], // Wemotaci
  [12076630, 'Manawan', '14'],
];

/** Well-established English exonyms only; every other place is called by its French name in English too. */
export const englishNames: Readonly<Record<number, string>> = {
  6077243: 'Montreal',
  6325494: 'Quebec City',
  6077265: 'Montreal West', // Montréal-Ouest
  6077251: 'Montreal East', // Montréal-Est
  6077315: 'Mount Royal', // Mont-Royal, the Town of Mount Royal
  6002133: 'Brome Lake', // Lac-Brome, the Town of Brome Lake
};
