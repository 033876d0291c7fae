import { CaseNotFound } from '@/components/case/CaseNotFound';

/** Renders the 404 that app/sag/[id]/layout.tsx raises for a malformed or unknown case id. */
export default function NotFound() {
  return <CaseNotFound />;
}
