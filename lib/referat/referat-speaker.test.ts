import { describe, expect, it } from 'vitest';
import { eventLabel, isEventSpeaker } from './referat-speaker';
import type { PrintedSpeaker } from './types';

const NOBODY: PrintedSpeaker = {
  firstName: null,
  lastName: null,
  party: null,
  role: null,
  title: null,
  tingdokId: null,
};

describe('isEventSpeaker and eventLabel', () => {
  it.each([
    ['a member', { firstName: 'Jens', lastName: 'Ravn', party: 'V', role: 'medlem' }, false, 'medlem'],
    [
      'a minister without party',
      { firstName: 'Mette', lastName: 'Lind', role: 'minister' },
      false,
      'minister',
    ],
    ['a last name only', { lastName: 'Ravn' }, false, null],
    ['a pause with a name', { firstName: 'Ida', lastName: 'Holm', role: 'Pause' }, true, 'Pause'],
    ['the end in lower case', { lastName: 'Holm', role: 'mødeslut' }, true, 'mødeslut'],
    ['a procedural note: a title only', { title: 'Afstemning' }, true, 'Afstemning'],
    ['a role without a name', { role: 'formand' }, true, 'formand'],
    ['an empty speaker', {}, true, null],
  ] as const)('%s', (_, fields, event, label) => {
    const speaker = { ...NOBODY, ...fields };
    expect(isEventSpeaker(speaker)).toBe(event);
    expect(eventLabel(speaker)).toBe(label);
  });
});
