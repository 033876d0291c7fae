import type { Random } from './random';

const KINDS = [
  'Landsforeningen for',
  'Foreningen af',
  'Danske',
  'Sammenslutningen af',
  'Rådet for',
  'Netværket for',
  'Centralorganisationen for',
];
const SUBJECTS = [
  'Selvstændige Håndværkere',
  'Grønne Landmænd',
  'Kystfiskere',
  'Privatskoler',
  'Plejefamilier',
  'Cykelhandlere',
  'Boligkooperativer',
  'Vandværker',
  'Friplejehjem',
  'Biavlere',
  'Sygeplejestuderende',
  'Havnebyer',
  'Fritidssejlere',
  'Små Bryggerier',
  'Seniorer på Landet',
  'Ordblinde',
  'Forældre til Børn med Diabetes',
  'Vindmølleejere',
  'Landsbysamfund',
  'Trafiksikkerhed',
  'Økologiske Gartnerier',
  'Skovejere',
  'Borgerservice',
  'Tandlæger i Praksis',
  'Ungdomsskoler',
  'Digital Inklusion',
  'Bedre Byggeri',
  'Lokale Radioer',
  'Ældre Boligejere',
  'Naturvejledere',
];
const SUFFIXES = ['', '', '', ' i Danmark', ' Danmark', ' (Landsorganisationen)'];
const TOWNS = [
  'Aabenraa',
  'Holstebro',
  'Vordingborg',
  'Skive',
  'Faaborg',
  'Hjørring',
  'Ringsted',
  'Thisted',
  'Nyborg',
  'Haderslev',
];

/** An invented Danish organisation name (the real ODA holds thousands of organisations as actors). */
export function organisationName(rng: Random): string {
  if (rng.chance(0.15))
    return `${rng.pick(TOWNS)} ${rng.pick(['Kommune', 'Borgerforening', 'Erhvervsråd', 'Handelsstandsforening'])}`;
  return `${rng.pick(KINDS)} ${rng.pick(SUBJECTS)}${rng.pick(SUFFIXES)}`;
}
