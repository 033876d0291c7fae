import { INDEPENDENTS } from '@/lib/model/oda-ids';
import type { SpeakerAlias } from '@/lib/referat/speaker-aliases';
import type { PrintedSpeaker } from '@/lib/referat/types';
import type { PersonSpell, ReferatSources } from './sitting-sources';

/** A person who may speak at a sitting, with what the transcript prints for them. */
export interface DaySpeaker {
  /** The person's Aktør id; 0 for a speaker ODA does not hold. */
  readonly aktoerid: number;
  readonly printed: PrintedSpeaker;
}

const holds = (s: PersonSpell, date: string) => s.from <= date && (s.to === null || s.to > date);

/** "finansministeren" → "Finansministeren". */
const titleCase = (title: string) => title.charAt(0).toUpperCase() + title.slice(1);

/**
 * Who can speak on a day: the members of each party seated that day (parties largest first), the ministers in
 * office with their titles and the chair. tingdokIDs are left null here; the era decides whether a file prints them.
 */
export class SpeakersOfDay {
  readonly parties: readonly { party: string; members: readonly DaySpeaker[] }[];
  readonly ministers: readonly DaySpeaker[];
  readonly members: readonly DaySpeaker[];

  constructor(
    sources: Pick<ReferatSources, 'seats' | 'ministers'>,
    date: string,
    samling: string,
    aliases: readonly SpeakerAlias[] = [],
  ) {
    // An alias (lib/referat/speaker-aliases.ts) holding in this samling prints a former surname: what follows the
    // first name in its printed name.
    const name = (s: PersonSpell) => {
      const former = aliases.find(
        (f) =>
          f.current === `${s.firstName} ${s.lastName}` &&
          (f.fromSamling ?? '') <= samling &&
          samling <= (f.toSamling ?? '99999') &&
          f.printed.startsWith(`${s.firstName} `),
      );
      return former ? former.printed.slice(s.firstName.length + 1) : s.lastName;
    };
    const byParty = new Map<string, DaySpeaker[]>();
    const seen = new Set<number>();
    for (const s of sources.seats) {
      if (!holds(s, date) || seen.has(s.aktoerid) || s.party === null) continue;
      seen.add(s.aktoerid);
      const list = byParty.get(s.party) ?? [];
      list.push({
        aktoerid: s.aktoerid,
        printed: {
          firstName: s.firstName,
          lastName: name(s),
          party: s.party === INDEPENDENTS ? null : s.party,
          role: 'medlem',
          title: null,
          tingdokId: null,
        },
      });
      byParty.set(s.party, list);
    }
    this.parties = [...byParty.entries()]
      .filter(([party]) => party !== INDEPENDENTS)
      .map(([party, members]) => ({ party, members }))
      .sort((a, b) => b.members.length - a.members.length || a.party.localeCompare(b.party));
    this.members = [...byParty.values()].flat();
    this.ministers = sources.ministers
      .filter((s) => holds(s, date))
      .map((s) => ({
        aktoerid: s.aktoerid,
        printed: {
          firstName: s.firstName,
          lastName: name(s),
          party: null,
          role: 'minister',
          title: titleCase(s.title ?? ''),
          tingdokId: null,
        },
      }));
  }

  /** The chair: printed with the role and title of the office and no party. */
  static chair(person: DaySpeaker): DaySpeaker {
    return {
      aktoerid: person.aktoerid,
      printed: { ...person.printed, party: null, role: 'formand', title: 'Formanden' },
    };
  }
}
