import { describe, expect, it } from 'vitest';
import { clipText } from './clip-text';

describe('clipText', () => {
  it('keeps a text that fits, with its whitespace collapsed', () => {
    expect(clipText('Forslag til lov om  ændring\naf fiskeriloven', 60)).toBe(
      'Forslag til lov om ændring af fiskeriloven',
    );
    expect(clipText('abcde', 5)).toBe('abcde');
  });

  it('cuts a long text at a word break and ends it with an ellipsis, within the limit', () => {
    const clipped = clipText(
      'Forslag til lov om ændring af lov om social service og forskellige andre love',
      40,
    );
    expect(clipped).toBe('Forslag til lov om ændring af lov om…');
    expect(clipped.length).toBeLessThanOrEqual(40);
  });

  it('keeps a word that ends just where the room does', () => {
    expect(clipText('Om lov om udviklingssamarbejde og lov om Danmarks', 31)).toBe(
      'Om lov om udviklingssamarbejde…',
    );
  });

  it('drops punctuation left before the ellipsis', () => {
    expect(clipText('Om boligområder, udsatte områder og parallelsamfund', 20)).toBe('Om boligområder…');
  });

  it('cuts inside a word when one word fills the space', () => {
    expect(clipText('Folketingsbeslutningsforslagsbehandling', 12)).toBe('Folketingsb…');
  });
});
