import { partyColour, partyTextColour } from '@/components/party/party-colour';

/** A party to show by its code: `party` is the ODA group code ('S'), `partyName` its name when known. */
interface Party {
  readonly party: string;
  readonly partyName: string | null;
}

/**
 * Parties as a row of codes, each on the party's colour (components/party/party-colour.ts), its name in a tooltip;
 * screen readers hear the names. Drawn on the server.
 */
export function PartyCodes({ parties }: { parties: readonly Party[] }) {
  return (
    <ul className="flex flex-wrap gap-1.5">
      {parties.map((p) => (
        <li key={p.party}>
          <span
            title={p.partyName ?? p.party}
            className="inline-block min-w-8 rounded-sm px-1.5 py-0.5 text-center text-sm font-semibold"
            style={{ background: partyColour(p.party), color: partyTextColour(p.party) }}
          >
            <span aria-hidden="true">{p.party}</span>
            <span className="sr-only">{p.partyName ?? p.party}</span>
          </span>
        </li>
      ))}
    </ul>
  );
}
