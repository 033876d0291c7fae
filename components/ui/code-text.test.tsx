import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { CodeText, splitCode } from './CodeText';

describe('CodeText', () => {
  it('splits a message at its backticks', () => {
    expect(splitCode('Send `ETag` i `If-None-Match`.')).toEqual([
      'Send ',
      'ETag',
      ' i ',
      'If-None-Match',
      '.',
    ]);
    expect(splitCode('no code')).toEqual(['no code']);
  });

  it('renders the backticked parts as code and the rest as text', () => {
    const html = renderToStaticMarkup(<CodeText text="Svar `503` med `Retry-After: 5`." />);
    expect(html).toMatch(
      /^Svar <code class="[^"]+">503<\/code> med <code class="[^"]+">Retry-After: 5<\/code>\.$/,
    );
  });
});
