import type { FixtureSitting } from './referat-xml.fixture';

/**
 * A small sitting with what the parser must handle: a chair, members, a minister without party, a speech type, two
 * `Aktivitet` in one item, a sub-item between speeches of its parent, a digit-only run, a list, a pause, a
 * procedural note, an empty speaker and the sitting's end — whose last segment, as in every real file, has no end.
 */
export const EXAMPLE_SITTING: FixtureSitting = {
  samling: '20231',
  meetingNumber: '12',
  date: '2023-11-02',
  tingdokId: 'M-20231-12',
  items: [
    {
      itemNo: '1',
      shortTitle: 'Meddelelser fra formanden',
      activities: [
        [
          {
            speaker: {
              firstName: 'Ida',
              lastName: 'Holm',
              role: 'formand',
              title: 'Formanden',
              tingdokId: 'T-1',
            },
            segments: [
              { start: '2023-11-02T13:00:00', end: '2023-11-02T13:01:10', text: ['Mødet er åbnet.'] },
            ],
          },
        ],
      ],
    },
    {
      itemNo: '2',
      shortTitle: 'Forespørgsel om folkeskolerne',
      case: { type: 'F', number: '7', stage: 'Forhandling', tingdokId: 'S-F7' },
      activities: [
        [
          {
            speaker: { firstName: 'Jens', lastName: 'Ravn', party: 'V', role: 'medlem', tingdokId: 'T-2' },
            speechType: 'Ordfører',
            segments: [
              {
                start: '2023-11-02T13:01:10',
                end: '2023-11-02T13:05:00',
                text: [[['Siden 2010 har man lukket hele ', '138', ' folkeskoler.']], [['138']]],
              },
            ],
          },
          {
            speaker: {
              firstName: 'Mette',
              lastName: 'Lind',
              party: '',
              role: 'minister',
              title: 'Børne- og undervisningsministeren',
              tingdokId: 'T-3',
            },
            segments: [
              {
                start: '2023-11-02T13:05:00',
                end: '2023-11-02T13:09:30',
                text: [
                  [['Tak for ', 'spørgs', 'målet.'], ['Jeg vil nævne tre ting:']],
                  {
                    list: [
                      ['1)', 'økonomien,'],
                      ['2)', 'lærerne.'],
                    ],
                  },
                ],
              },
              { start: '2023-11-02T13:10:00', end: '2023-11-02T13:11:00', text: ['Det var det hele.'] },
            ],
          },
        ],
        [
          {
            speaker: { firstName: 'Jens', lastName: 'Ravn', party: 'V', role: 'medlem', tingdokId: 'T-2' },
            segments: [
              { start: '2023-11-02T13:11:00', end: '2023-11-02T13:12:00', text: ['Et kort svar & en tak.'] },
            ],
          },
          {
            speaker: { role: 'Pause' },
            segments: [
              { start: '2023-11-02T13:12:00', end: '2023-11-02T13:30:00', text: ['Mødet er udsat.'] },
            ],
          },
        ],
      ],
    },
    {
      itemNo: '3',
      shortTitle: '1. behandling af lovforslag nr. L 4 A og L 4 B',
      case: { type: 'L', number: '4 A', stage: '1. behandling' },
      activities: [
        [
          {
            speaker: { firstName: 'Ole', lastName: 'Dahl', party: 'SF', role: 'medlem', tingdokId: 'T-4' },
            segments: [{ start: '2023-11-02T13:30:00', end: '2023-11-02T13:35:00', text: ['Om A-delen.'] }],
          },
          {
            subItemNo: '1',
            shortTitle: 'L 4 B',
            case: { type: 'L', number: '4 B', stage: '1. behandling', tingdokId: 'S-L4B' },
            tales: [
              {
                speaker: {
                  firstName: 'Ole',
                  lastName: 'Dahl',
                  party: 'SF',
                  role: 'medlem',
                  tingdokId: 'T-4',
                },
                segments: [
                  { start: '2023-11-02T13:35:00', end: '2023-11-02T13:38:00', text: ['Om B-delen.'] },
                ],
              },
            ],
          },
          {
            speaker: {
              firstName: 'Ida',
              lastName: 'Holm',
              role: 'formand',
              title: 'Formanden',
              tingdokId: 'T-1',
            },
            segments: [
              {
                start: '2023-11-02T13:38:00',
                end: '2023-11-02T13:39:00',
                text: ['Forhandlingen er sluttet.'],
              },
            ],
          },
        ],
      ],
    },
    {
      itemNo: '4',
      shortTitle: 'Mødet slut',
      activities: [
        [
          {
            speaker: { title: 'Afstemning' },
            segments: [
              {
                start: '2023-11-02T13:39:00',
                end: '2023-11-02T13:40:00',
                text: ['Lovforslaget går til udvalget.'],
              },
            ],
          },
          {
            speaker: null,
            segments: [{ start: '2023-11-02T13:40:00', end: '2023-11-02T13:40:30', text: [] }],
          },
          {
            speaker: { firstName: 'Ida', lastName: 'Holm', role: 'MødeSlut' },
            segments: [{ start: '2023-11-02T13:40:30', text: ['Mødet er hævet. (Kl. 13.41).'] }],
          },
        ],
      ],
    },
  ],
};
