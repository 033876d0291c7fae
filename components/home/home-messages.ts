import { defineMessages } from '@/lib/i18n/locale';

/** Texts of the home page and its panels. */
export const homeMessages = defineMessages({
  da: {
    title: 'Folketingets åbne data',
    intro:
      'Følg med i Folketingets afstemninger, sager, møder og politikere – hentet fra Folketingets Åbne Data.',
    latestVotes: 'Seneste afstemninger',
    allVotes: 'Alle afstemninger',
    upcomingMeetings: 'Kommende møder',
    upcomingFrom: 'Fra datasættets dato,',
    allUpcoming: 'Alle kommende møder',
    upcomingVotes: 'Kommende afstemninger',
    noUpcoming: 'Der er ingen kommende møder i datasættet.',
    recentCases: 'Senest opdaterede sager',
    recentCasesList: 'Sager',
    noCases: 'Der er ingen sager i datasættet.',
    updated: 'Opdateret',
    untitledCase: 'Sag {id}',
    unknownDate: 'dato ukendt',
  },
  en: {
    title: 'The Folketing’s open data',
    intro:
      'Follow the votes, cases, meetings and politicians of the Danish Parliament – from Folketingets Åbne Data.',
    latestVotes: 'Latest votes',
    allVotes: 'All votes',
    upcomingMeetings: 'Upcoming meetings',
    upcomingFrom: 'From the dataset’s date,',
    allUpcoming: 'All upcoming meetings',
    upcomingVotes: 'Upcoming votes',
    noUpcoming: 'There are no upcoming meetings in the dataset.',
    recentCases: 'Recently updated cases',
    recentCasesList: 'Cases',
    noCases: 'There are no cases in the dataset.',
    updated: 'Updated',
    untitledCase: 'Case {id}',
    unknownDate: 'date unknown',
  },
});
