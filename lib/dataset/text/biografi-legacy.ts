import type { Random } from '@/lib/dataset/random';
import { drawLife, type Life, type LifeLine } from './biografi-life';
import { type BiografiPerson, danishSlug, emailAddress, pictureName, resolvePerson } from './biografi-person';
import { el, htmlEntities, withAttrs, writeXml, type XmlChild, type XmlElement } from './biografi-xml';
import { danishLongDate, danishShortDate } from './dates';
import { upperFirst } from './grammar';
import { foldDanish, initials } from './names';

/**
 * The legacy `membersMember` biografi (seen up to 2019): element order, double spaces ("  fra 2006 til 2011"),
 * abbreviated months ("13. nov 2007") and the two envelopes — a one-line `<membersMember tid="0">`, or an
 * indented document with a UTF-16 declaration and xsi/xsd namespaces (those rows carry no itemname or url).
 */

const NUMBERS = ['', 'et', 'to', 'tre', 'fire'];

function span(line: LifeLine): string {
  if (line.to === null) return `  fra ${line.from}`;
  if (line.to === line.from) return `  ${line.from}`;
  return `  fra ${line.from} til ${line.to}`;
}

function memberData(p: BiografiPerson, life: Life, rng: Random): string {
  const born = rng.chance(0.5) ? danishShortDate(p.born) : danishLongDate(p.born);
  const first = `${p.navn}, født ${born} i ${life.family.birthplace}${life.family.parents ? `, ${life.family.parents}` : ''}`;
  const parts = [`${first}.${rng.chance(0.6) ? '.' : ''}`];
  if (life.family.partner) parts.push(`${life.family.partner}.`);
  if (life.family.children > 0) {
    const n = life.family.children === 1 ? 'et barn' : `${NUMBERS[life.family.children]} børn`;
    parts.push(life.family.partner?.startsWith('Gift') ? `Parret har ${n}.` : `Har ${n}.`);
  }
  return parts.join(' ');
}

function positionOfTrustText(lines: readonly LifeLine[]): string {
  return lines
    .map((l) => (l.to === null ? `${l.text} fra ${l.from}.` : `${l.text} ${l.from}-${l.to}.`))
    .join(' ');
}

/** Spokesperson roles in one of the three real stylings: tab-led text, HTML entities, or a `<p>`. */
function parliamentaryPosition(titles: readonly string[], fromYear: number, rng: Random): XmlElement | null {
  if (titles.length === 0) return null;
  const phrases = titles.map((t, i) => `${i === 0 ? t : t.toLowerCase()} fra ${fromYear + rng.int(0, 3)}`);
  const text = `${phrases.join(', ')}.`;
  const style = rng.int(0, 2);
  if (style === 0) return el('parliamentaryPositionOfTrust', `\t\t${text}`);
  if (style === 1) return el('parliamentaryPositionOfTrust', htmlEntities(text.replace(/, /g, ',\u00a0')));
  return el('parliamentaryPositionOfTrust', el('p', text.replace(/ fra /g, '\u00a0fra ')));
}

/** A legacy `membersMember` biografi for an invented person. */
export function legacyBiografi(person: BiografiPerson, rng: Random): string {
  const p = resolvePerson(person, rng);
  const life = drawLife(rng, p);
  const declared = rng.chance(0.35);
  const code = p.partyCode;
  const letters = `${code}${initials(p.navn)}`;
  const itemname = rng.chance(0.15) ? letters.toLowerCase() : letters.toUpperCase();
  const url = rng.weighted([
    [`https://www.ft.dk/da/medlemmer/folketingetsmedlemmer/${danishSlug(p.navn)}-(${code.toLowerCase()})`, 7],
    [
      `https://www.ft.dk:443/da/medlemmer/folketingetsmedlemmer/${danishSlug(p.navn)}-(${code.toLowerCase()})`,
      2,
    ],
    [`http://www.ft.dk/Folketinget/findMedlem/${letters.toUpperCase()}.aspx`, 1],
  ] as const);
  const pic = pictureName(p.navn);
  const modern = rng.chance(0.6);
  const miRes = modern
    ? `https://www.ft.dk/~/media/cv/foto/2015/${code.toLowerCase()}/${danishSlug(p.navn)}/${pic.toLowerCase()}_133,-d-,jpg.ashx`
    : `http://www.ft.dk/~/media/CV/Foto/20111/${code}/${pic}/${pic}x133.jpg.ashx`;
  const hiRes = modern
    ? `https://www.ft.dk/~/media/CV/Foto/2015/${code}/${foldDanish(p.navn)}/${pic}-Fotograf_Folketinget.zip.ashx`
    : `http://www.ft.dk/~/media/CV/Foto/20111/${code}/${pic}/${pic}.zip.ashx`;
  const memberFrom = danishShortDate(p.memberFrom);
  const seat = `Folketingsmedlem for ${p.partyName} i ${p.constituency}`;

  const ministers = p.ministerPosts.map((m) =>
    el(
      'minister',
      `${upperFirst(m.title)}  fra ${danishShortDate(m.from)}${m.to ? ` til ${danishShortDate(m.to)}` : ''}`,
    ),
  );
  const career = el(
    'career',
    ministers.length > 0 && el('ministers', ministers),
    p.current && el('currentConstituency', ` ${seat} fra ${memberFrom}`),
    el(
      'constituencies',
      !p.current &&
        p.memberTo &&
        el('constituency', `${seat}  fra ${memberFrom} til ${danishShortDate(p.memberTo)}`),
    ),
    el(
      'substitutes',
      life.substitute &&
        el(
          'substitute',
          `Midlertidigt folketingsmedlem for ${p.partyName} i ${p.constituency}  fra ${danishShortDate(life.substitute.from)} til ${danishShortDate(life.substitute.to)}`,
        ),
    ),
    el(
      'nominations',
      life.nominations.map((n) => el('nomination', `Kandidat for ${p.partyName} i ${n.text}${span(n)}`)),
    ),
    parliamentaryPosition(p.spokespersonTitles, Number(p.memberFrom.slice(0, 4)), rng),
  );
  const spokesmen =
    declared || rng.chance(0.3) ? p.spokespersonTitles.map((t) => el('spokesMan', `${t} `)) : [];

  const children: XmlChild[] = [
    ...(declared ? [] : [el('itemname', itemname), el('url', url)]),
    el('profession', p.profession || 'MF'),
    el('shortname', itemname.toUpperCase()),
    el('firstname', p.fornavn),
    el('lastname', p.efternavn),
    el('party', p.partyName),
    el('title', `${p.navn} (${code})`),
    ...(rng.chance(0.9) ? [el('pictureMiRes', miRes)] : []),
    el('PictureHiRes', hiRes),
    el('address', 'Folketinget, Christiansborg'),
    el('zip', '1240'),
    el('city', 'København K'),
    ...(rng.chance(0.85) ? [el('phoneFolketinget', `+45 3337 ${life.phoneSuffix}`)] : []),
    ...(rng.chance(0.9) ? [el('email', emailAddress(p, rng))] : []),
    el('memberData', memberData(p, life, rng)),
    career,
    el(
      'educations',
      life.educations.map((e) => el('education', `${e.text},${span(e)}`)),
    ),
    el(
      'occupations',
      life.occupations.map((o) => el('occupation', ` ${o.text},${span(o)}`)),
    ),
    ...(life.positions.length > 0 ? [el('positionOfTrust', positionOfTrustText(life.positions))] : []),
    el('currentSpokesmens', spokesmen),
  ];
  const root = el('membersMember', children);
  if (!declared) return writeXml(withAttrs(root, [['tid', '0']]));
  const attrs = [
    ['xmlns:xsi', 'http://www.w3.org/2001/XMLSchema-instance'],
    ['xmlns:xsd', 'http://www.w3.org/2001/XMLSchema'],
    ['tid', '0'],
  ] as const;
  return `<?xml version="1.0" encoding="utf-16"?>\n${writeXml(withAttrs(root, attrs), true)}`;
}
