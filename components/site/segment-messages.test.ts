import { describe, expect, it } from 'vitest';
import { notFoundSentence } from './segment-messages';

const t = {
  missing: 'No actor {id} ({path}).',
  malformed: '“{id}” is not an id ({path}).',
  unknown: 'Nothing asked for.',
};

describe('notFoundSentence', () => {
  it.each([
    ['/aktoer/12', 'No actor 12 (/aktoer/12).'],
    ['/aktoer/2147483647', 'No actor 2147483647 (/aktoer/2147483647).'],
    ['/aktoer/2147483648', '“2147483648” is not an id (/aktoer/2147483648).'],
    ['/aktoer/012', '“012” is not an id (/aktoer/012).'],
    ['/aktoer/abc', '“abc” is not an id (/aktoer/abc).'],
    ['/aktoer/12345678901', '“12345678901” is not an id (/aktoer/12345678901).'],
    ['/aktoer/%C3%A6', '“æ” is not an id (/aktoer/æ).'],
    ['/aktoer/%E0%A4', '“%E0%A4” is not an id (/aktoer/%E0%A4).'],
    ['/aktoer', 'Nothing asked for.'],
    ['/aktoer/', 'Nothing asked for.'],
    ['/en/aktoer/12', 'No actor 12 (/en/aktoer/12).'],
    ['/en/aktoer/abc', '“abc” is not an id (/en/aktoer/abc).'],
  ])('%s → %s', (pathname, expected) => {
    expect(notFoundSentence(t, pathname)).toBe(expected);
  });

  it('cuts a very long segment', () => {
    const long = 'x'.repeat(200);
    expect(notFoundSentence(t, `/aktoer/${long}`)).toContain(`“${'x'.repeat(60)}”`);
  });
});
