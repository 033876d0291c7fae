import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { CaseActors } from '@/components/case/CaseActors';
import { CaseDocuments } from '@/components/case/CaseDocuments';
import { CaseHeader } from '@/components/case/CaseHeader';
import {
  CASE_POSITIONS_SECTION,
  CasePartyPositions,
  showsPartyPositions,
} from '@/components/case/CasePartyPositions';
import { CaseResult } from '@/components/case/CaseResult';
import { CaseSubjects } from '@/components/case/CaseSubjects';
import { CaseTimeline } from '@/components/case/CaseTimeline';
import { CASE_VOTES_SECTION, CaseVotes } from '@/components/case/CaseVotes';
import { casePageMessages } from '@/components/case/case-page-messages';
import { caseShareDescription, caseShareTitle } from '@/components/case/case-share-text';
import { CASE_DEBATE_SECTION, CaseDebate } from '@/components/debate/CaseDebate';
import { questionShareText } from '@/components/document/document-share-text';
import { QuestionSummary } from '@/components/document/QuestionSummary';
import { Breadcrumbs } from '@/components/site/Breadcrumbs';
import { JsonLd } from '@/components/ui/JsonLd';
import { OnThisPage } from '@/components/ui/OnThisPage';
import { getOneCasePartyPositions } from '@/lib/data/analyses/case-party-positions';
import { getCaseActors, getCaseDocuments, getCaseRecord, getCaseSubjects } from '@/lib/data/cases/case';
import { casePageLead } from '@/lib/data/cases/case-page-shape';
import { resultVoteOf } from '@/lib/data/cases/case-result';
import { caseVoteIds } from '@/lib/data/cases/case-result-motions';
import { getCaseDebate } from '@/lib/data/debates/debates';
import { getCaseQuestion } from '@/lib/data/documents/document';
import { getSiteStatus } from '@/lib/data/site/site';
import { getVote } from '@/lib/data/votes/vote';
import { format } from '@/lib/i18n/locale';
import { getLocale } from '@/lib/i18n/server';
import { caseFeedPath, casePath, parseIdSegment, SEARCH_PATH } from '@/lib/routes';
import { billLegislation } from '@/lib/seo/json-ld/bill-legislation';
import { earlyRead } from '@/lib/server/early-read';
import { sharePageMetadata } from '@/lib/share/page-metadata';
import { getSiteOrigin } from '@/lib/site-url';
import { CASE_DOCUMENTS_PAGE_PARAM, readPanelPage } from '@/lib/url-state/page-params';

type Props = {
  params: Promise<{ id: string }>;
  searchParams: Promise<Record<string, string | string[] | undefined>>;
};

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const status = await getSiteStatus();
  if (status.kind !== 'ready') return {};
  const id = parseIdSegment((await params).id);
  const [record, locale] = await Promise.all([id === null ? null : getCaseRecord(id), getLocale()]);
  // An unknown id never gets here: proxy.ts answers it with the case's 404 (app/ikke-fundet/[kind]).
  if (!record) return {};
  const { detail, result } = record;
  // A § 20 case is shared by its question: who asked whom, and whether and how fast it was answered.
  const question = casePageLead(detail.typeId) === 'question' ? await getCaseQuestion(detail.id) : null;
  return sharePageMetadata({
    title: caseShareTitle(detail, locale),
    description: question
      ? questionShareText(question, locale)
      : caseShareDescription(detail, locale, result),
    path: casePath(detail.id),
    locale,
    type: 'article',
    synthetic: status.site.synthetic,
    feed: { path: caseFeedPath(detail.id), title: caseShareTitle(detail, locale) },
  });
}

/**
 * `/sag/<id>`: a case's result (a § 20 question's summary instead), facts and resume, its steps as a timeline, its actors, subjects and documents. The panels are
 * read together in one pass (milliseconds each at full scale) rather than streamed one by one behind skeletons:
 * the page arrives whole, and loading.tsx stands in while it is read.
 */
export default async function CasePage({ params, searchParams }: Props) {
  const id = parseIdSegment((await params).id);
  if (id === null) notFound();
  const query = await searchParams;
  const documentPage = readPanelPage(query, CASE_DOCUMENTS_PAGE_PARAM);
  // Every read starts beside the status check; the result's vote as soon as the case (handed over by proxy.ts,
  // lib/data/record-handoff.ts) is in.
  const recordRead = getCaseRecord(id);
  const voteDetailRead = recordRead.then((record) => {
    const vote = record ? resultVoteOf(record.result) : null;
    return vote ? getVote(vote.id) : null;
  });
  // A § 20 case leads with its question (lib/data/cases/case-page-shape.ts), read once the case's type is known.
  const questionRead = recordRead.then((record) =>
    record && casePageLead(record.detail.typeId) === 'question' ? getCaseQuestion(id) : null,
  );
  const reads = earlyRead(
    Promise.all([
      recordRead,
      getCaseActors(id),
      getCaseSubjects(id),
      getCaseDocuments(id, documentPage),
      getOneCasePartyPositions(id),
      getCaseDebate(id),
      getLocale(),
      voteDetailRead,
      questionRead,
      getSiteOrigin(),
    ]),
  );
  // Without a store the root layout explains how to build one; the reads fail, and nobody waits for them.
  if ((await getSiteStatus()).kind !== 'ready') return null;
  const [record, actors, subjects, documents, positions, debate, locale, voteDetail, question, origin] =
    await reads;
  if (!record) notFound();
  const { detail, timeline, result, votes } = record;
  const voteIds = caseVoteIds(timeline, result);
  const t = casePageMessages[locale];
  const lead = casePageLead(detail.typeId);
  const resumeShown = lead === 'result' || detail.resume !== null;
  return (
    <div className="space-y-10">
      <JsonLd data={billLegislation(detail, origin, locale)} />
      <div>
        <Breadcrumbs
          items={[
            { label: t.search, href: SEARCH_PATH },
            { label: detail.number ?? format(t.caseLabel, { id }) },
          ]}
        />
        <CaseHeader
          detail={detail}
          locale={locale}
          resumeExpected={lead === 'result'}
          result={
            lead === 'result' ? (
              <CaseResult
                result={result}
                voteDetail={voteDetail}
                timeline={timeline}
                voteCount={voteIds.length}
                caseType={detail.type}
                locale={locale}
              />
            ) : question ? (
              <QuestionSummary summary={question} locale={locale} withDocumentLink />
            ) : null
          }
          map={
            <OnThisPage
              label={t.onThisPage}
              sections={[
                ...(resumeShown ? [['resume', t.resume] as const] : []),
                ...(showsPartyPositions(positions) ? [[CASE_POSITIONS_SECTION, t.positions] as const] : []),
                ...(votes.length > 0 ? [[CASE_VOTES_SECTION, t.votes] as const] : []),
                ...(debate.length > 0 ? [[CASE_DEBATE_SECTION, t.debate] as const] : []),
                ['forloeb', t.timeline],
                ['aktoerer', t.actors],
                ['dokumenter', t.documents],
              ]}
            />
          }
        />
      </div>
      <CasePartyPositions positions={positions} locale={locale} />
      <CaseVotes caseId={id} votes={votes} locale={locale} />
      <CaseDebate readings={debate} locale={locale} />
      <CaseTimeline timeline={timeline} locale={locale} />
      <div className="grid gap-10 md:grid-cols-2">
        <CaseActors actors={actors} locale={locale} />
        <CaseSubjects subjects={subjects} locale={locale} />
      </div>
      <CaseDocuments caseId={id} result={documents} locale={locale} />
    </div>
  );
}
