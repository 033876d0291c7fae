import { CaseNotFound } from '@/components/case/CaseNotFound';
import { WithSearch } from '@/components/site/WithSearch';

export default function NotFound() {
  return (
    <WithSearch>
      <CaseNotFound />
    </WithSearch>
  );
}
