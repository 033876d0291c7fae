import { voteExportPath } from '@/lib/routes';

const TEXT = {
  label: 'Hent medlemmernes stemmer',
  csv: 'Hent som CSV',
  csvNote: '(semikolonsepareret, til regneark)',
  json: 'Hent som JSON',
} as const;

/** Download links for the member votes (app/afstemning/[id]/stemmer.csv and stemmer.json). */
export function VoteExports({ voteId }: { voteId: number }) {
  const link = 'font-medium text-red-800 underline underline-offset-2';
  return (
    <nav aria-label={TEXT.label}>
      <ul className="flex flex-wrap gap-x-6 gap-y-2">
        <li>
          <a href={voteExportPath(voteId, 'csv')} download className={link}>
            {TEXT.csv}
          </a>{' '}
          <span className="text-sm text-stone-700">{TEXT.csvNote}</span>
        </li>
        <li>
          <a href={voteExportPath(voteId, 'json')} download className={link}>
            {TEXT.json}
          </a>
        </li>
      </ul>
    </nav>
  );
}
