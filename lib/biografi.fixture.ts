import type { BiografiPerson } from '@/lib/dataset/text/biografi';

/** An invented member with every field the biografi generator writes, for the parser's tests. */
export const PERSON: BiografiPerson = {
  fornavn: 'Anne Sofie',
  efternavn: 'Bækgaard',
  navn: 'Anne Sofie Bækgaard',
  sex: 'Kvinde',
  born: '1984-05-02',
  partyName: 'Socialistisk Folkeparti',
  partyCode: 'SF',
  constituency: 'Sydjyllands Storkreds',
  memberFrom: '2022-11-01',
  memberTo: null,
  profession: 'Sygeplejerske',
  ministerPosts: [{ title: 'skatteminister', from: '2023-01-05', to: null }],
  spokespersonAreas: ['skat', 'idræt'],
};
