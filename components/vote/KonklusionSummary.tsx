import Link from 'next/link';
import type { KonklusionSide, VoteKonklusion } from '@/lib/data/types';
import { actorPath } from '@/lib/routes';

const TEXT = {
  heading: 'Ifølge konklusionen',
  empty:
    'Afstemningen har ingen konklusionstekst i datasættet. Resultatet nedenfor bygger på de registrerede stemmer og feltet vedtaget.',
  says: 'Konklusionen siger:',
  noOutcome: 'intet resultat',
  outcome: { vedtaget: 'vedtaget', forkastet: 'forkastet' },
  sides: { for: 'For', against: 'Imod', abstain: 'Hverken for eller imod' },
  noCount: 'antal ikke oplyst',
  parties: 'Partier',
  members: 'Enkeltmedlemmer',
  none: 'Ingen',
  remark: 'Bemærkning i teksten:',
  original: 'Se konklusionens oprindelige tekst',
} as const;

const SIDES = ['for', 'against', 'abstain'] as const;

/** Who voted for, against and abstained as the konklusion text states it: counts, parties and named members. */
export function KonklusionSummary({ konklusion }: { konklusion: VoteKonklusion }) {
  if (!konklusion.text) return <p className="text-stone-800">{TEXT.empty}</p>;
  return (
    <div className="space-y-4">
      <p>
        {TEXT.says}{' '}
        <strong className="font-semibold">
          {konklusion.outcome ? TEXT.outcome[konklusion.outcome] : TEXT.noOutcome}
        </strong>
        .
      </p>
      <dl className="grid gap-3 sm:grid-cols-3">
        {SIDES.map((side) => (
          <div key={side} className="rounded border border-stone-300 bg-white p-3">
            <dt className="font-semibold">
              {TEXT.sides[side]}{' '}
              <span className="tabular-nums">({konklusion[side].count ?? TEXT.noCount})</span>
            </dt>
            <dd className="mt-1 text-sm text-stone-800">
              <SideDetails side={konklusion[side]} />
            </dd>
          </div>
        ))}
      </dl>
      {konklusion.remark ? (
        <p className="text-sm">
          <span className="font-semibold">{TEXT.remark}</span> {konklusion.remark}
        </p>
      ) : null}
      <details className="text-sm">
        <summary className="cursor-pointer font-medium text-red-800 underline underline-offset-2">
          {TEXT.original}
        </summary>
        <p className="mt-2 whitespace-pre-line rounded bg-stone-100 p-3 font-mono text-stone-900">
          {konklusion.text}
        </p>
      </details>
    </div>
  );
}

function SideDetails({ side }: { side: KonklusionSide }) {
  if (side.parties.length === 0 && side.members.length === 0) return <>{TEXT.none}</>;
  return (
    <>
      {side.parties.length > 0 ? (
        <p>
          <span className="sr-only">{TEXT.parties}: </span>
          {side.parties.join(', ')}
        </p>
      ) : null}
      {side.members.length > 0 ? (
        <ul aria-label={TEXT.members} className="mt-1 space-y-0.5">
          {side.members.map((m) => (
            <li key={`${m.name}-${m.party}`}>
              {m.actorId !== null ? (
                <Link
                  href={actorPath(m.actorId)}
                  prefetch={false}
                  className="text-red-800 underline underline-offset-2"
                >
                  {m.name}
                </Link>
              ) : (
                m.name
              )}{' '}
              ({m.party})
            </li>
          ))}
        </ul>
      ) : null}
    </>
  );
}
