/**
 * Every read the pages make of the store, by name. Each is a function of a store connection and plain arguments
 * that returns plain data (structured-cloneable: no functions, no class instances). They run in the pages' query
 * pool's threads (store-read-task.ts), called from the serving thread as `readStore(name, ...args)`
 * (store-read.ts), which imports this module's type only — so no SQL runs on the thread that serves requests.
 */
import { loadActorCases, loadActorDocuments } from './actor-cases-load';
import { loadCurrentFolketing } from './actor-current-load';
import { loadActor, loadActorMembers, loadActorSiblings, loadPoliticianProfile } from './actor-load';
import { loadActorOffices } from './actor-offices-load';
import { loadActorSearch, loadActorSearchOptions } from './actor-search-load';
import { loadActorVoteRecord } from './actor-vote-record-load';
import {
  loadAllActorVotes,
  loadNewerVotesWithoutBallots,
  loadRecentVotes,
  loadVotesAgainstParty,
  loadVotingRecord,
} from './actor-votes-load';
import { loadAttendanceComparison } from './attendance-load';
import { loadCase, loadCaseActors, loadCaseDocuments, loadCaseSubjects, loadCaseTimeline } from './case-load';
import { loadCasePartyPositions } from './case-party-positions-load';
import { loadCaseResult } from './case-result-load';
import { loadVoteGovernment } from './government-load';
import { loadRecentlyUpdatedCases } from './home-load';
import { loadMeeting, loadMeetingAgenda, loadMeetingAttendance } from './meeting-load';
import {
  loadMeetingCalendar,
  loadMeetingFilterOptions,
  loadMeetings,
  loadUpcomingMeetings,
} from './meetings-load';
import { loadPartyChangedPositions } from './party-changed-positions-load';
import { loadParty, loadPartyOverview } from './party-load';
import { loadPartyTopics } from './party-topics-load';
import { loadPartyVotes } from './party-votes-load';
import { loadRebellionFilterOptions, loadRebellions } from './rebellions-load';
import { loadRecordExists } from './record-exists-load';
import { loadSearch, loadSearchOptions } from './search-load';
import { loadDataFreshness, loadSiteInfo, loadSiteStatus } from './site-load';
import { loadStorkredse } from './storkreds-load';
import { loadUpcomingVotes } from './upcoming-votes-load';
import { loadVote } from './vote-load';
import {
  loadHomeVotes,
  loadMeetingVoteList,
  loadVoteFilterOptions,
  loadVoteList,
  loadVotes,
} from './votes-load';
import { warmAnalyses } from './warm-analyses';

export const storeReads = {
  actor: loadActor,
  allActorVotes: loadAllActorVotes,
  actorCases: loadActorCases,
  actorDocuments: loadActorDocuments,
  actorMembers: loadActorMembers,
  actorOffices: loadActorOffices,
  actorSearch: loadActorSearch,
  actorSearchOptions: loadActorSearchOptions,
  actorSiblings: loadActorSiblings,
  actorVoteRecord: loadActorVoteRecord,
  attendanceComparison: loadAttendanceComparison,
  case: loadCase,
  caseActors: loadCaseActors,
  caseDocuments: loadCaseDocuments,
  casePartyPositions: loadCasePartyPositions,
  caseResult: loadCaseResult,
  caseSubjects: loadCaseSubjects,
  caseTimeline: loadCaseTimeline,
  currentFolketing: loadCurrentFolketing,
  dataFreshness: loadDataFreshness,
  homeVotes: loadHomeVotes,
  meeting: loadMeeting,
  meetingAgenda: loadMeetingAgenda,
  meetingAttendance: loadMeetingAttendance,
  meetingCalendar: loadMeetingCalendar,
  meetingFilterOptions: loadMeetingFilterOptions,
  meetings: loadMeetings,
  meetingVoteList: loadMeetingVoteList,
  newerVotesWithoutBallots: loadNewerVotesWithoutBallots,
  party: loadParty,
  partyOverview: loadPartyOverview,
  partyChangedPositions: loadPartyChangedPositions,
  partyTopics: loadPartyTopics,
  partyVotes: loadPartyVotes,
  politicianProfile: loadPoliticianProfile,
  rebellionFilterOptions: loadRebellionFilterOptions,
  rebellions: loadRebellions,
  recentlyUpdatedCases: loadRecentlyUpdatedCases,
  recentVotes: loadRecentVotes,
  recordExists: loadRecordExists,
  search: loadSearch,
  searchOptions: loadSearchOptions,
  siteInfo: loadSiteInfo,
  siteStatus: loadSiteStatus,
  storkredse: loadStorkredse,
  upcomingMeetings: loadUpcomingMeetings,
  upcomingVotes: loadUpcomingVotes,
  vote: loadVote,
  voteFilterOptions: loadVoteFilterOptions,
  voteGovernment: loadVoteGovernment,
  voteList: loadVoteList,
  votes: loadVotes,
  votesAgainstParty: loadVotesAgainstParty,
  votingRecord: loadVotingRecord,
  warmAnalyses,
} as const;

export type StoreReads = typeof storeReads;
export type StoreReadName = keyof StoreReads;
