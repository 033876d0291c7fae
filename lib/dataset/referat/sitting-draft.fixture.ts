import { Random } from '@/lib/dataset/random';
import type { SpeakerAlias } from '@/lib/referat/speaker-aliases';
import type { ReferatEra } from '@/lib/referat/types';
import { buildSittingDraft } from './sitting-debate';
import type { SittingDraft } from './sitting-draft';
import type { PersonSpell, SittingSource } from './sitting-sources';
import { SpeakersOfDay } from './speakers-of-day';

const seat = (aktoerid: number, firstName: string, lastName: string, party: string): PersonSpell => ({
  aktoerid,
  firstName,
  lastName,
  from: '2011-09-15',
  to: null,
  party,
  title: null,
});

/** Three parties and a minister, seated from 2011: enough people for a debate with every kind of turn. */
export const FIXTURE_PEOPLE = {
  seats: [
    seat(1, 'Anne', 'Holm', 'S'),
    seat(2, 'Bo', 'Lund', 'S'),
    seat(3, 'Carla', 'Berg', 'S'),
    seat(4, 'Dan', 'Krog', 'V'),
    seat(5, 'Eva', 'Mørk', 'V'),
    seat(6, 'Finn', 'Dal', 'EL'),
    seat(7, 'Gitte', 'Skov', 'UFG'),
  ],
  ministers: [
    {
      aktoerid: 8,
      firstName: 'Hans',
      lastName: 'Bro',
      from: '2011-10-03',
      to: null,
      party: null,
      title: 'skatteministeren',
    },
  ],
} as const;

/** A sitting of samling 20131 with a notice, a first reading (L 12) and a split case (B 4 A). */
export const FIXTURE_SITTING: SittingSource = {
  moedeid: 500,
  samling: '20131',
  nummer: 7,
  start: '2013-10-15T13:00:00',
  items: [
    { nummer: '1', titel: 'Meddelelser fra formanden', sagsnummer: null, sagstitel: null, stage: null },
    {
      nummer: '2',
      titel: '1. behandling af lovforslag nr. L 12: Forslag til lov om ændring af skattekontrolloven.',
      sagsnummer: 'L 12',
      sagstitel: 'Om ændring af skattekontrolloven & 138 andre love',
      stage: '1. behandling',
    },
    {
      nummer: '3',
      titel: '2. behandling af beslutningsforslag nr. B 4 A.',
      sagsnummer: 'B 4 A',
      sagstitel: 'Om <bedre> "tilsyn"',
      stage: '2. behandling',
    },
  ],
};

/** The fixture sitting drafted in one era with `speeches` speeches (seed fixed, so the same every time). */
export function fixtureDraft(
  era: ReferatEra,
  speeches = 60,
  aliases: readonly SpeakerAlias[] = [],
): SittingDraft {
  const speakers = new SpeakersOfDay(FIXTURE_PEOPLE, '2013-10-15', FIXTURE_SITTING.samling, aliases);
  const chair = SpeakersOfDay.chair(speakers.members[0] ?? (undefined as never));
  return buildSittingDraft(FIXTURE_SITTING, { rng: new Random(3), speakers, chair, speeches, era });
}
