import type { ReactNode } from 'react';

/** A party to show by its code: `party` is the ODA group code ('S'), `partyName` its name when known. */
interface Party {
  readonly party: string;
  readonly partyName: string | null;
}

/**
 * One party's code on a neutral grey, its name (when known) in a tooltip and for screen readers. Neutral on purpose: party codes
 * stand in figures and lists of how parties voted, where a party's own colour (S red, KF green) would read as a
 * choice (docs/design.md, "Colours").
 */
export function PartyCode({ party }: { party: Party }) {
  return (
    <span lang="da" title={party.partyName ?? party.party} data-party={party.party} className="party-code">
      {party.partyName ? (
        <>
          <span aria-hidden="true">{party.party}</span>
          <span className="sr-only">{party.partyName}</span>
        </>
      ) : (
        party.party
      )}
    </span>
  );
}

/** Parties as a row of {@link PartyCode}s, each with what `after` adds beside it. Drawn on the server. */
export function PartyCodes<P extends Party>({
  parties,
  after,
}: {
  parties: readonly P[];
  after?: (party: P) => ReactNode;
}) {
  return (
    <ul className="flex flex-wrap gap-x-3 gap-y-1.5">
      {parties.map((p) => (
        <li key={p.party} className="flex items-center gap-1.5">
          <PartyCode party={p} />
          {after ? after(p) : null}
        </li>
      ))}
    </ul>
  );
}
