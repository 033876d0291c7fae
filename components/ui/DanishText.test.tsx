import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { odaTerm } from '@/lib/i18n/oda-terms';
import { DanishText, danishLang } from './DanishText';
import { TermText } from './TermText';

describe('DanishText', () => {
  it('is the bare text on a Danish page, whose <html lang="da"> already says it', () => {
    expect(renderToStaticMarkup(<DanishText locale="da">Finansudvalget</DanishText>)).toBe('Finansudvalget');
  });

  it('marks the text lang="da" on an English page', () => {
    expect(renderToStaticMarkup(<DanishText locale="en">Finansudvalget</DanishText>)).toBe(
      '<span lang="da">Finansudvalget</span>',
    );
  });

  it('gives an element of its own lang="da" only on an English page', () => {
    expect(renderToStaticMarkup(<p lang={danishLang('da')}>x</p>)).toBe('<p>x</p>');
    expect(renderToStaticMarkup(<p lang={danishLang('en')}>x</p>)).toBe('<p lang="da">x</p>');
  });
});

describe('TermText', () => {
  it('shows a term as plain text on a Danish page', () => {
    expect(renderToStaticMarkup(<TermText locale="da" term={odaTerm('status', 'Vedtaget', 'da')} />)).toBe(
      'Vedtaget',
    );
  });

  it('shows an English name plainly and a term without one marked Danish on an English page', () => {
    expect(renderToStaticMarkup(<TermText locale="en" term={odaTerm('status', 'Vedtaget', 'en')} />)).toBe(
      'Adopted',
    );
    expect(
      renderToStaticMarkup(<TermText locale="en" term={odaTerm('status', 'Noget helt andet', 'en')} />),
    ).toBe('<span lang="da">Noget helt andet</span>');
  });

  it('shows nothing for no term', () => {
    expect(renderToStaticMarkup(<TermText locale="en" term={null} />)).toBe('');
  });
});
