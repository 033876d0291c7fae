import { CaseHeaderSkeleton, CaseTimelineSkeleton } from '@/components/case/CaseSkeletons';
import { casePageMessages } from '@/components/case/case-page-messages';
import { getMessages } from '@/lib/i18n/server';

export default async function Loading() {
  const t = await getMessages(casePageMessages);
  return (
    <div className="space-y-10">
      <CaseHeaderSkeleton label={t.loadingCase} />
      <CaseTimelineSkeleton label={t.loadingTimeline} />
    </div>
  );
}
