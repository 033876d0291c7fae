/**
 * `Aktør.biografi` XML for invented members of the Folketing, in both real structures: the legacy
 * `membersMember` document and the current `member` document. Everything in them is invented; only the shape
 * and writing style follow the real records.
 */

export { currentBiografi } from './biografi-current';
export { legacyBiografi } from './biografi-legacy';
export type { BiografiPerson, MinisterPost } from './biografi-person';
export { spokespersonTitle } from './biografi-person';
export {
  CONSTITUENCIES,
  type Constituency,
  NORTH_ATLANTIC_CONSTITUENCIES,
  nominationDistrict,
  randomStorkreds,
  STORKREDSE,
  type Storkreds,
} from './constituencies';
