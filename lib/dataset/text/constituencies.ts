import type { Random } from '@/lib/dataset/random';

/**
 * Denmark's ten multi-member constituencies (storkredse, since 2007), the two North Atlantic seats, and the
 * nomination districts (opstillingskredse) inside each storkreds that biografi "Kandidat for …" lines name.
 */

export const STORKREDSE = [
  'Københavns Storkreds',
  'Københavns Omegns Storkreds',
  'Nordsjællands Storkreds',
  'Bornholms Storkreds',
  'Sjællands Storkreds',
  'Fyns Storkreds',
  'Sydjyllands Storkreds',
  'Østjyllands Storkreds',
  'Vestjyllands Storkreds',
  'Nordjyllands Storkreds',
] as const;

export const NORTH_ATLANTIC_CONSTITUENCIES = ['Grønland', 'Færøerne'] as const;

export type Storkreds = (typeof STORKREDSE)[number];
export type Constituency = Storkreds | (typeof NORTH_ATLANTIC_CONSTITUENCIES)[number];

/** All twelve constituencies members are elected in. */
export const CONSTITUENCIES: readonly Constituency[] = [...STORKREDSE, ...NORTH_ATLANTIC_CONSTITUENCIES];

// biome-ignore format: a compact table of word lists
const NOMINATION_DISTRICTS: Readonly<Record<Storkreds, readonly string[]>> = {
  'Københavns Storkreds': ['Østerbrokredsen', 'Sundbyvesterkredsen', 'Indre Bykredsen', 'Sundbyøsterkredsen',
    'Nørrebrokredsen', 'Bispebjergkredsen', 'Brønshøjkredsen', 'Valbykredsen', 'Vesterbrokredsen',
    'Falkonerkredsen', 'Slotskredsen', 'Tårnbykredsen'],
  'Københavns Omegns Storkreds': ['Gentoftekredsen', 'Lyngbykredsen', 'Gladsaxekredsen', 'Rødovrekredsen',
    'Hvidovrekredsen', 'Brøndbykredsen', 'Taastrupkredsen', 'Ballerupkredsen'],
  'Nordsjællands Storkreds': ['Helsingørkredsen', 'Fredensborgkredsen', 'Hillerødkredsen', 'Frederikssundkredsen',
    'Egedalkredsen', 'Rudersdalkredsen'],
  'Bornholms Storkreds': ['Rønnekredsen', 'Aakirkebykredsen'],
  'Sjællands Storkreds': ['Lollandkredsen', 'Guldborgsundkredsen', 'Vordingborgkredsen', 'Næstvedkredsen',
    'Faxekredsen', 'Køgekredsen', 'Grevekredsen', 'Roskildekredsen', 'Holbækkredsen', 'Kalundborgkredsen',
    'Ringstedkredsen', 'Slagelsekredsen'],
  'Fyns Storkreds': ['Odense Østkredsen', 'Odense Vestkredsen', 'Odense Sydkredsen', 'Assenskredsen',
    'Middelfartkredsen', 'Nyborgkredsen', 'Svendborgkredsen', 'Faaborgkredsen'],
  'Sydjyllands Storkreds': ['Sønderborgkredsen', 'Aabenraakredsen', 'Tønderkredsen', 'Esbjerg Bykredsen',
    'Esbjerg Omegnskredsen', 'Vardekredsen', 'Vejenkredsen', 'Vejlekredsen', 'Fredericiakredsen',
    'Kolding Nordkredsen', 'Kolding Sydkredsen', 'Haderslevkredsen'],
  'Østjyllands Storkreds': ['Aarhus Sydkredsen', 'Aarhus Vestkredsen', 'Aarhus Nordkredsen', 'Aarhus Østkredsen',
    'Djurskredsen', 'Randers Nordkredsen', 'Randers Sydkredsen', 'Favrskovkredsen', 'Skanderborgkredsen',
    'Horsenskredsen', 'Hedenstedkredsen'],
  'Vestjyllands Storkreds': ['Struerkredsen', 'Skivekredsen', 'Viborg Vestkredsen', 'Viborg Østkredsen',
    'Holstebrokredsen', 'Ringkøbingkredsen', 'Herning Sydkredsen', 'Herning Nordkredsen', 'Ikastkredsen',
    'Silkeborg Nordkredsen', 'Silkeborg Sydkredsen'],
  'Nordjyllands Storkreds': ['Frederikshavnkredsen', 'Hjørringkredsen', 'Brønderslevkredsen', 'Thistedkredsen',
    'Himmerlandkredsen', 'Mariagerfjordkredsen', 'Aalborg Østkredsen', 'Aalborg Vestkredsen',
    'Aalborg Nordkredsen'],
};

/** A random storkreds, weighted roughly by its number of seats. */
export function randomStorkreds(rng: Random): Storkreds {
  return rng.weighted(STORKREDSE.map((s) => [s, NOMINATION_DISTRICTS[s].length] as const));
}

/** A nomination district within the constituency; the North Atlantic seats are their own district. */
export function nominationDistrict(rng: Random, constituency: string): string {
  const districts = NOMINATION_DISTRICTS[constituency as Storkreds] as readonly string[] | undefined;
  return districts ? rng.pick(districts) : constituency;
}
