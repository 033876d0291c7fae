import { EmptyNote } from '@/components/actor/EmptyNote';
import { danishLang } from '@/components/ui/DanishText';
import type { Biografi, CareerLine } from '@/lib/biografi';
import { defineMessages } from '@/lib/i18n/locale';
import { getLocale } from '@/lib/i18n/server';

const messages = defineMessages({
  da: {
    none: 'Dataene har ingen biografi for personen (Folketinget fører den kun for nuværende og nyere medlemmer).',
    personal: 'Personlige oplysninger',
    seat: 'Folketingsmandat',
    constituency: 'Tidligere mandater',
    substitute: 'Som stedfortræder',
    nomination: 'Opstillinger',
    ministers: 'Ministerposter ifølge biografien',
    parliamentary: 'Tillidshverv i Folketinget',
    spokesperson: 'Ordførerskaber',
    educations: 'Uddannelse',
    occupations: 'Beskæftigelse',
    positions: 'Tillidshverv',
    source: 'Fra Folketingets biografi om medlemmet (Aktør.biografi), gengivet som ren tekst.',
  },
  en: {
    none: 'The data has no biography for this person (the Folketing keeps one only for current and recent members).',
    personal: 'Personal details',
    seat: 'Seat in the Folketing',
    constituency: 'Earlier seats',
    substitute: 'As a substitute',
    nomination: 'Candidacies',
    ministers: 'Minister posts according to the biography',
    parliamentary: 'Positions in the Folketing',
    spokesperson: 'Spokesperson roles',
    educations: 'Education',
    occupations: 'Occupation',
    positions: 'Positions of trust',
    source:
      'From the Folketing’s biography of the member (Aktør.biografi), shown as plain text. Texts are in Danish.',
  },
});

type Key = keyof (typeof messages)['da'];

/** The parsed biografi as headed lists. Only plain text from the parser is rendered — never HTML. */
export async function BiografiDetails({ biografi }: { biografi: Biografi | null }) {
  const locale = await getLocale();
  const t = messages[locale];
  if (!biografi) return <EmptyNote>{t.none}</EmptyNote>;
  const career = (kind: CareerLine['kind']) =>
    biografi.career.filter((c) => c.kind === kind).map((c) => c.text);
  const groups: [Key, readonly string[]][] = [
    ['personal', biografi.memberData ? biografi.memberData.split('\n\n') : []],
    ['seat', biografi.constituency ? [biografi.constituency] : []],
    ['ministers', biografi.ministerPosts],
    ['parliamentary', biografi.parliamentaryPositionsOfTrust],
    ['spokesperson', biografi.spokespersonRoles],
    ['constituency', career('constituency')],
    ['substitute', career('substitute')],
    ['nomination', career('nomination')],
    ['educations', biografi.educations],
    ['occupations', biografi.occupations],
    ['positions', biografi.positionsOfTrust],
  ];
  const shown = groups.filter(([, lines]) => lines.length > 0);
  if (shown.length === 0) return <EmptyNote>{t.none}</EmptyNote>;
  return (
    <div className="space-y-4">
      <div className="grid gap-x-8 gap-y-5 md:grid-cols-2">
        {shown.map(([key, lines]) => (
          <div key={key} className="space-y-1">
            <h3 className="font-semibold">{t[key]}</h3>
            {lines.length === 1 ? (
              <p lang={danishLang(locale)} className="max-w-prose text-stone-800">
                {lines[0]}
              </p>
            ) : (
              <ul lang={danishLang(locale)} className="list-disc space-y-0.5 pl-5 text-stone-800">
                {lines.map((line, i) => (
                  // Lines can repeat (a seat listed twice); their position is their identity.
                  // biome-ignore lint/suspicious/noArrayIndexKey: static list, never reordered
                  <li key={i}>{line}</li>
                ))}
              </ul>
            )}
          </div>
        ))}
      </div>
      <p className="text-xs text-stone-700">{t.source}</p>
    </div>
  );
}
