import { defineMessages } from '@/lib/i18n/locale';

/** Texts the meeting page's route files share (page and metadata). */
export const meetingPageMessages = defineMessages({
  da: {
    meetings: 'Møder',
    untitled: 'Møde {id}',
    onThisPage: 'På siden',
    agenda: 'Dagsorden',
    votes: 'Afstemninger',
    debate: 'Debatten',
    attendance: 'Fremmøde',
  },
  en: {
    meetings: 'Meetings',
    untitled: 'Meeting {id}',
    onThisPage: 'On this page',
    agenda: 'Agenda',
    votes: 'Votes',
    debate: 'The debate',
    attendance: 'Attendance',
  },
});
