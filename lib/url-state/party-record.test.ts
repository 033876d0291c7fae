import { describe, expect, it } from 'vitest';
import { PartyRecordState } from './party-record';

describe('PartyRecordState', () => {
  it('reads every parameter and writes it back, at the section it changes', () => {
    const state = PartyRecordState.fromUrl(
      'SF',
      'emnesamling=20241&emne=7&skift=aendringsforslag&skiftside=3',
    );
    expect([state.topicPeriod, state.topic, state.changeKind, state.page]).toEqual([
      '20241',
      7,
      'amendment',
      3,
    ]);
    expect(state.withPage(4).toUrl()).toBe(
      '/parti/SF?emnesamling=20241&emne=7&skift=aendringsforslag&skiftside=4#skiftede',
    );
    expect(state.withChangeKind('motion').toUrl()).toBe(
      '/parti/SF?emnesamling=20241&emne=7&skift=vedtagelsesforslag#skiftede',
    );
    expect(state.withChangeKind('votes').withTopic(9).toUrl()).toBe(
      '/parti/SF?emnesamling=20241&emne=9#emne-9',
    );
  });

  it('reads anything invalid as the defaults, which the URL leaves out', () => {
    const state = PartyRecordState.fromUrl('V', 'emnesamling=2024&emne=0&skift=x&skiftside=-1');
    expect([state.topicPeriod, state.topic, state.changeKind, state.page]).toEqual([null, null, 'votes', 1]);
    expect(state.toUrl()).toBe('/parti/V#emner');
  });

  it('gives the topics form the other sections’ state to carry as hidden fields', () => {
    const state = PartyRecordState.fromUrl(
      'S',
      'emnesamling=20241&emne=3&skift=vedtagelsesforslag&skiftside=2',
    );
    expect(state.changeFields).toEqual([
      ['skift', 'vedtagelsesforslag'],
      ['skiftside', '2'],
    ]);
  });

  it('escapes a party code in the path', () => {
    expect(PartyRecordState.fromUrl('Ø/x', '').toUrl()).toBe('/parti/%C3%98%2Fx#emner');
  });
});
