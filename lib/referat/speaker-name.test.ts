import { describe, expect, it } from 'vitest';
import { speaker } from './parsed-sitting.fixture';
import { nameOfSpeechRow, normaliseName, printedName, speechName } from './speaker-name';

describe('speaker names', () => {
  it('collapses whitespace and strips trailing parentheticals', () => {
    expect(normaliseName('  Karen \n Nielsen (udpeget af V) ')).toBe('Karen Nielsen');
    expect(normaliseName('Karen Nielsen (T) (udpeget af V)')).toBe('Karen Nielsen');
    expect(normaliseName(' (udpeget af V)')).toBeNull();
    expect(normaliseName(null)).toBeNull();
  });

  it('names a speech by the printed name, else the title, else the role, and reads the name back', () => {
    const named = speaker({ firstName: 'Jens', lastName: 'Hansen', title: 'Formanden' });
    expect(printedName(named)).toBe('Jens Hansen');
    expect(speechName(named)).toBe('Jens Hansen');
    expect(nameOfSpeechRow('Jens Hansen', 'Formanden', 'formand')).toBe('Jens Hansen');
    const titled = speaker({ title: 'Finansministeren', role: 'minister' });
    expect(speechName(titled)).toBe('Finansministeren');
    expect(nameOfSpeechRow('Finansministeren', 'Finansministeren', 'minister')).toBeNull();
    expect(speechName(speaker({ role: 'formand' }))).toBe('formand');
    expect(nameOfSpeechRow('formand', null, 'formand')).toBeNull();
    expect(speechName(speaker({ role: null }))).toBe('');
    const acting = speaker({ title: ' Finansministeren  (fungerende)' });
    expect(speechName(acting)).toBe('Finansministeren (fungerende)');
    expect(
      nameOfSpeechRow('Finansministeren (fungerende)', 'Finansministeren (fungerende)', null),
    ).toBeNull();
  });
});
