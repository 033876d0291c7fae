import type { Event, WithContext } from 'schema-dts';
import { describe, expect, it } from 'vitest';
import { jsonLdText } from './json-ld-text';

describe('jsonLdText', () => {
  const event: WithContext<Event> = {
    '@context': 'https://schema.org',
    '@type': 'Event',
    name: 'Møde </script><script>alert(1)</script> & <!-- \u2028',
    startDate: '2025-03-12T13:00:00+01:00',
  };

  it('writes no character that could end the script element or open a comment in it', () => {
    const text = jsonLdText(event);
    expect(text).not.toMatch(/[<>&\u2028\u2029]/);
    expect(text).toContain('\\u003c/script\\u003e');
  });

  it('is the same JSON to a parser', () => {
    expect(JSON.parse(jsonLdText(event))).toEqual(event);
  });
});
