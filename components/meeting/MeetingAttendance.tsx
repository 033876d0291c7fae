import { DanishText } from '@/components/ui/DanishText';
import { getMeetingAttendance } from '@/lib/data/meetings/meeting';
import type { AttendanceGroup } from '@/lib/data/meetings/types';
import { defineMessages, format, type Locale } from '@/lib/i18n/locale';
import { getLocale } from '@/lib/i18n/server';
import { actorPath, localePath } from '@/lib/routes';

const messages = defineMessages({
  da: {
    title: 'Fremmøde',
    ofCount: '{n} af {m}',
    ofText: 'medlemmer var til stede',
    others: 'Desuden {n} registreret som til stede uden en stemme i mødets afstemninger.',
    total: '{n} registreret som til stede.',
    byParty: 'Fordelt på partier (parti på mødedagen). Åbn et parti for at se navnene.',
    howTitle: 'Sådan regner vi:',
    howOf:
      'Til stede er dem, mødet registrerer som til stede (MødeAktør). Ud af tallet er de medlemmer, der kunne stemme på mødet: dem med en stemme – for, imod, hverken for eller imod eller fravær – i mindst én af mødets afstemninger.',
    howNone:
      'Mødet har ingen afstemninger med registrerede stemmer, så dataene siger ikke, hvor mange der kunne have været til stede. Vi gætter ikke.',
    empty: 'Fremmøde er ikke registreret for dette møde.',
    noParty: 'Uden parti på mødedagen',
    groups: 'Partier',
    members: 'Til stede fra {party}',
  },
  en: {
    title: 'Attendance',
    ofCount: '{n} of {m}',
    ofText: 'members were present',
    others: 'Also {n} recorded as present without a ballot in the meeting’s votes.',
    total: '{n} recorded as present.',
    byParty: 'By party (party on the day of the meeting). Open a party to see the names.',
    howTitle: 'How we count:',
    howOf:
      'Present are those the meeting records as present (MødeAktør). The “of” figure is the members who could vote in the meeting: those with a ballot – for, against, abstain or absent – in at least one of its votes.',
    howNone:
      'The meeting has no votes with recorded ballots, so the data does not say how many could have attended. We do not guess.',
    empty: 'No attendance is recorded for this meeting.',
    noParty: 'No party on the day of the meeting',
    groups: 'Parties',
    members: 'Present from {party}',
  },
});

type Texts = (typeof messages)[Locale];

/**
 * Who attended (MødeAktør): "n of m" against the members who could have voted (see MeetingAttendance), how it is
 * counted, and the attendees by party, each group opening to its names (works without JavaScript).
 */
export async function MeetingAttendance({ meetingId }: { meetingId: number }) {
  const [attendance, locale] = await Promise.all([getMeetingAttendance(meetingId), getLocale()]);
  const t = messages[locale];
  const { total, ballotHolders, presentWithBallot } = attendance;
  const count =
    ballotHolders > 0 ? format(t.ofCount, { n: presentWithBallot, m: ballotHolders }) : String(total);
  return (
    <section id="fremmoede" aria-labelledby="fremmoede-titel" className="scroll-mt-4 space-y-3">
      <h2 id="fremmoede-titel" className="text-2xl font-bold tracking-tight">
        {t.title} {total > 0 ? <span className="text-base font-normal text-stone-700">({count})</span> : null}
      </h2>
      {total === 0 ? (
        <p className="rounded border border-dashed border-stone-400 p-6 text-center text-stone-700">
          {t.empty}
        </p>
      ) : (
        <>
          {ballotHolders > 0 ? (
            <p className="max-w-prose text-stone-800">
              <strong className="mr-2 text-3xl font-bold tabular-nums">{count}</strong>
              {t.ofText}
              {total > presentWithBallot ? (
                <span className="block text-sm text-stone-700">
                  {format(t.others, { n: total - presentWithBallot })}
                </span>
              ) : null}
            </p>
          ) : (
            <p className="max-w-prose text-stone-800">{format(t.total, { n: total })}</p>
          )}
          <p className="max-w-prose text-sm text-stone-600">
            <strong className="font-semibold">{t.howTitle}</strong> {ballotHolders > 0 ? t.howOf : t.howNone}
          </p>
          <p className="max-w-prose text-stone-800">{t.byParty}</p>
          <ul aria-label={t.groups} className="grid gap-2 sm:grid-cols-2">
            {attendance.groups.map((group) => (
              <li key={group.partyCode ?? group.partyName ?? ''}>
                <PartyGroup group={group} t={t} locale={locale} />
              </li>
            ))}
          </ul>
        </>
      )}
    </section>
  );
}

function PartyGroup({ group, t, locale }: { group: AttendanceGroup; t: Texts; locale: Locale }) {
  const name = group.partyName ?? group.partyCode ?? t.noParty;
  return (
    <details className="group rounded border border-stone-300 bg-white">
      <summary className="flex cursor-pointer items-baseline justify-between gap-3 px-3 py-2 font-medium hover:bg-stone-100">
        <span className="min-w-0 break-words">
          <span
            aria-hidden="true"
            className="mr-2 inline-block text-stone-600 transition-transform group-open:rotate-90"
          >
            ▸
          </span>
          {group.partyCode ? <span className="case-number">{group.partyCode}</span> : null}
          {group.partyName ? <DanishText locale={locale}>{name}</DanishText> : name}
        </span>
        <span className="shrink-0 tabular-nums">{group.attendees.length}</span>
      </summary>
      <ul
        // A label cannot mark ODA's Danish name of the group: in English it names the group by its code.
        aria-label={format(t.members, { party: locale === 'en' ? (group.partyCode ?? name) : name })}
        className="name-list columns-1 gap-4 border-t border-stone-200 px-3 py-2 text-sm min-[420px]:columns-2"
      >
        {/* Plain links: a plenary meeting lists ~179 names, and client-side navigation adds nothing here. */}
        {group.attendees.map((a) => (
          <li key={a.id}>
            <a href={localePath(locale, actorPath(a.id))} className="target">
              {a.name}
            </a>
          </li>
        ))}
      </ul>
    </details>
  );
}
