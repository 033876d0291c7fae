import { CaseNotFound } from '@/components/case/CaseNotFound';
import { WithSearch } from '@/components/site/WithSearch';

/** Renders the 404 that app/sag/[id]/layout.tsx raises for a malformed or unknown case id. */
export default function NotFound() {
  return (
    <WithSearch>
      <CaseNotFound />
    </WithSearch>
  );
}
