import type { Random } from '@/lib/dataset/random';
import { drawLife, type LifeLine } from './biografi-life';
import {
  asciiSlug,
  type BiografiPerson,
  emailAddress,
  photoYear,
  type ResolvedPerson,
  resolvePerson,
} from './biografi-person';
import { el, htmlEntities, writeXml } from './biografi-xml';
import { danishLongDate, danishNumericDate } from './dates';
import { upperFirst } from './grammar';

/**
 * The current `member` biografi (seen 2022 onwards, docs/oda.md#biografi-current): relative URL, status, Danish long
 * dates, statistics codes, `/-/media/` photo URLs and a `<p>` in memberData whose text holds HTML entities
 * escaped once more for XML ("f&amp;oslash;dt").
 */

function years(line: LifeLine): string {
  if (line.to === null) return `fra ${line.from}`;
  return line.to === line.from ? `${line.from}` : `${line.from}-${line.to}`;
}

function pictures(p: ResolvedPerson, rng: Random): { mi: string; hi: string } {
  const slug = asciiSlug(p.navn);
  const file = slug.replace(/-/g, '_');
  const host = rng.weighted([
    ['https://www.ft.dk/-/media', 8],
    ['https://www.ft.dk/~/media', 2],
    ['https://www.ft.dk:443/~/media', 1],
  ] as const);
  const folder = `${host}/cv/foto/${photoYear(p)}/${p.partyCode.toLowerCase()}/${slug}`;
  return { mi: `${folder}/${file}_500.ashx`, hi: `${folder}/${file}_hires.ashx` };
}

function functionTitles(p: ResolvedPerson): { title: string; titles: string; start: string } {
  const inOffice = p.ministerPosts.find((m) => m.to === null);
  if (p.current && inOffice) {
    const title = upperFirst(inOffice.title);
    return { title, titles: `${title};Medlem af Folketinget`, start: danishLongDate(inOffice.from) };
  }
  if (p.current)
    return {
      title: 'Medlem af Folketinget',
      titles: 'Medlem af Folketinget',
      start: danishLongDate(p.memberFrom),
    };
  const former =
    p.ministerPosts.length > 0
      ? 'Fhv. medlem af Folketinget;Tidligere minister'
      : 'Fhv. medlem af Folketinget';
  return { title: 'Fhv. medlem af Folketinget', titles: former, start: danishLongDate(p.memberFrom) };
}

/** A current-format `member` biografi for an invented person. */
export function currentBiografi(person: BiografiPerson, rng: Random): string {
  const p = resolvePerson(person, rng);
  const life = drawLife(rng, p);
  const slug = asciiSlug(p.navn);
  const { mi, hi } = pictures(p, rng);
  const fn = functionTitles(p);
  const since = danishLongDate(p.memberFrom);
  const seat = `Folketingsmedlem for ${p.partyName} i ${p.constituency}`;
  const seatLine = p.memberTo
    ? `${seat} fra ${since} til ${danishLongDate(p.memberTo)}.`
    : `${seat} fra ${since}.`;
  const fromYear = Number(p.memberFrom.slice(0, 4));

  const family = life.family;
  const born = `${p.navn}, født ${danishLongDate(p.born)} i ${family.birthplace}${family.parents ? `, ${family.parents}` : ''}.`;
  const personal = [born, family.partner ? `${family.partner}.` : ''].filter(Boolean).join(' ');

  const member = el(
    'member',
    el('url', `/medlemmer/${p.current ? 'mf' : 'fhvmf'}/${slug.charAt(0)}/${slug}`),
    el('status', p.current ? '1' : '0'),
    el('formattedDateLongMonth', danishLongDate(p.updated)),
    el('profession', p.profession),
    el('firstname', p.fornavn),
    el('lastname', p.efternavn),
    el('party', p.partyName),
    el('partyShortname', p.partyCode),
    el('title', `${p.navn} (${p.partyCode})`),
    el('sex', p.sex),
    el('born', danishNumericDate(p.born)),
    el('died', p.died ? danishNumericDate(p.died) : null),
    el('educationStatistic', life.educationLevel),
    el('occupationStatistic', life.sector),
    el('pictureMiRes', mi),
    el('pictureHiRes', hi),
    el('emails', p.current && el('email', emailAddress(p, rng))),
    el(
      'personalInformation',
      el('memberData', el('p', htmlEntities(personal))),
      el(
        'function',
        el('formattedTitle', fn.title),
        el('formattedTitles', fn.titles),
        el('functionStartDate', fn.start),
      ),
    ),
    el(
      'career',
      p.ministerPosts.length > 0 &&
        el(
          'ministers',
          p.ministerPosts.map((m) =>
            el(
              'minister',
              `${upperFirst(m.title)} fra ${danishLongDate(m.from)}${m.to ? ` til ${danishLongDate(m.to)}` : ''}.`,
            ),
          ),
        ),
      p.current && el('currentConstituency', seatLine),
      el('constituencies', el('constituency', seatLine)),
      el(
        'nominations',
        life.nominations.map((n) => el('nomination', `Kandidat for ${p.partyName} i ${n.text} ${years(n)}.`)),
      ),
      el(
        'parliamentaryPositionsOfTrust',
        p.spokespersonTitles.map((t) =>
          el('parliamentaryPositionOfTrust', `${t} fra ${fromYear + rng.int(0, 3)}.`),
        ),
      ),
    ),
    el(
      'educations',
      life.educations.map((e) => el('education', `${e.text}, ${years(e)}.`)),
    ),
    el(
      'occupations',
      life.occupations.map((o) => el('occupation', `${o.text}, ${years(o)}.`)),
    ),
    el(
      'positionsOfTrust',
      life.positions.map((t) => el('positionOfTrust', `${t.text} ${years(t)}.`)),
    ),
    p.spokespersonTitles.length > 0 &&
      rng.chance(0.5) &&
      el(
        'spokesmen',
        p.spokespersonTitles.map((t) => el('spokesman', t)),
      ),
  );
  return writeXml(member);
}
