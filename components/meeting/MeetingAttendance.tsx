import { getMeetingAttendance } from '@/lib/data/meeting';
import type { AttendanceGroup } from '@/lib/data/types';
import { defineMessages, format, type Locale } from '@/lib/i18n/locale';
import { getLocale } from '@/lib/i18n/server';
import { actorPath } from '@/lib/routes';

const messages = defineMessages({
  da: {
    title: 'Fremmøde',
    total:
      '{n} registreret som til stede, fordelt på partier (parti på mødedagen). Åbn et parti for at se navnene.',
    totalOne: '1 registreret som til stede.',
    empty: 'Fremmøde er ikke registreret for dette møde.',
    noParty: 'Uden parti på mødedagen',
    groups: 'Partier',
    members: 'Til stede fra {party}',
  },
  en: {
    title: 'Attendance',
    total:
      '{n} recorded as present, by party (party on the day of the meeting). Open a party to see the names.',
    totalOne: '1 recorded as present.',
    empty: 'No attendance is recorded for this meeting.',
    noParty: 'No party on the day of the meeting',
    groups: 'Parties',
    members: 'Present from {party}',
  },
});

type Texts = (typeof messages)[Locale];

/** Who attended (MødeAktør), grouped by party, each group opening to its names (works without JavaScript). */
export async function MeetingAttendance({ meetingId }: { meetingId: number }) {
  const [attendance, locale] = await Promise.all([getMeetingAttendance(meetingId), getLocale()]);
  const t = messages[locale];
  return (
    <section id="fremmoede" aria-labelledby="fremmoede-titel" className="scroll-mt-4 space-y-3">
      <h2 id="fremmoede-titel" className="text-2xl font-bold tracking-tight">
        {t.title}{' '}
        {attendance.total > 0 ? (
          <span className="text-base font-normal text-stone-700">({attendance.total})</span>
        ) : null}
      </h2>
      {attendance.total === 0 ? (
        <p className="rounded border border-dashed border-stone-400 p-6 text-center text-stone-700">
          {t.empty}
        </p>
      ) : (
        <>
          <p className="max-w-prose text-stone-800">
            {attendance.total === 1 ? t.totalOne : format(t.total, { n: attendance.total })}
          </p>
          <ul aria-label={t.groups} className="grid gap-2 sm:grid-cols-2">
            {attendance.groups.map((group) => (
              <li key={group.partyCode ?? group.partyName ?? ''}>
                <PartyGroup group={group} t={t} />
              </li>
            ))}
          </ul>
        </>
      )}
    </section>
  );
}

function PartyGroup({ group, t }: { group: AttendanceGroup; t: Texts }) {
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
          {name}
        </span>
        <span className="shrink-0 tabular-nums">{group.attendees.length}</span>
      </summary>
      <ul
        aria-label={format(t.members, { party: name })}
        className="name-list columns-1 gap-4 border-t border-stone-200 px-3 py-2 text-sm min-[420px]:columns-2"
      >
        {/* Plain links: a plenary meeting lists ~179 names, and client-side navigation adds nothing here. */}
        {group.attendees.map((a) => (
          <li key={a.id}>
            <a href={actorPath(a.id)}>{a.name}</a>
          </li>
        ))}
      </ul>
    </details>
  );
}
