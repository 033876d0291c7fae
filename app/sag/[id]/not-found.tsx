import { CaseNotFound } from '@/components/case/CaseNotFound';

export default function NotFound() {
  return <CaseNotFound />;
}
