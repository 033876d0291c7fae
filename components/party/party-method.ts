import { defineMessages } from '@/lib/i18n/locale';
import { MIN_SHARED_VOTES } from './party-numbers';

/**
 * "Sådan regner vi" for the party figures: the definitions of lib/store/party-record.ts in words, one place for
 * both party pages.
 */
export const partyMethodMessages = defineMessages({
  da: {
    party:
      'Et parti er en folketingsgruppe i Folketingets data (samme forkortelse på tværs af samlinger). Et medlems parti ved en afstemning er den gruppe, medlemmet var medlem af på afstemningens dato. Medlemmer uden for folketingsgrupperne tæller ikke med i noget parti.',
    attendance:
      'Fremmøde: partiets medlemmers stemmer for, imod eller hverken-eller, delt med alle medlemmernes stemmer (også fravær) ved samlingens afstemninger.',
    cohesion:
      'Samlet: partiets side ved en afstemning er den stemme, flest af dets tilstedeværende medlemmer afgav. Samlet er andelen af de tilstedeværende medlemmers stemmer, der fulgte partiets side. Står det lige mellem to stemmer, er partiet splittet, og ingen af stemmerne tæller som med siden.',
    seats:
      'Medlemmer i en samling: det største antal af partiets medlemmer med en stemme (også fravær) ved én afstemning i samlingen. Medlemmer nu: medlemmer af partiets folketingsgruppe på datagrundlagets dato i dag.',
    agreement: `Enighed: blandt de afstemninger, hvor begge partier tog en side (for, imod eller hverken-eller — ikke splittet og ikke fraværende), andelen, hvor de tog den samme. Antallet af sådanne afstemninger står ved hver procent; under ${MIN_SHARED_VOTES} fælles afstemninger viser vi ingen procent.`,
  },
  en: {
    party:
      'A party is a parliamentary group in the Folketing’s data (the same abbreviation across sessions). A member’s party on a vote is the group they belonged to on the vote’s date. Members outside the parliamentary groups count in no party.',
    attendance:
      'Attendance: the party members’ ballots for, against or abstaining, divided by all its members’ ballots (absences included) on the session’s votes.',
    cohesion:
      'Cohesion: the party’s side on a vote is the position most of its members present took. Cohesion is the share of its present members’ ballots that followed the party’s side. When two positions tie the party is split, and none of its ballots count as with its side.',
    seats:
      'Members in a session: the most of the party’s members with a ballot (absence included) on one vote in the session. Members now: members of the party’s parliamentary group on the data’s today.',
    agreement: `Agreement: of the votes where both parties took a side (for, against or abstain — not split and not absent), the share where they took the same one. The number of such votes stands by every percentage; under ${MIN_SHARED_VOTES} shared votes we show no percentage.`,
  },
});
