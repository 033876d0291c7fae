import { describe, expect, it } from 'vitest';
import {
  meetingFullTitle,
  meetingName,
  meetingNameText,
  meetingStartNote,
  meetingTitleText,
  meetingWhen,
} from './meeting-title';

const plenary = {
  id: 7,
  title: '41. møde',
  number: '41',
  typeId: 1,
  date: '2026-11-05T13:00:00',
  venue: 'Folketingssalen',
};
const committee = {
  id: 8,
  title: 'Møde i Skatteudvalget',
  number: null,
  typeId: 2,
  date: '2026-11-06T00:00:00',
  venue: null,
};

describe('meetingName', () => {
  it('names a plenary sitting by its number, a committee meeting by its title, else by id', () => {
    expect(meetingName(plenary, 'da')).toBe('Folketingets møde nr. 41');
    expect(meetingName(plenary, 'en')).toBe('Folketing sitting no. 41');
    expect(meetingName({ ...plenary, number: '41.' }, 'da')).toBe('Folketingets møde nr. 41');
    expect(meetingName(committee, 'da')).toBe('Møde i Skatteudvalget');
    expect(meetingName({ ...plenary, number: null }, 'da')).toBe('41. møde');
    expect(meetingName({ ...committee, title: null }, 'en')).toBe('Meeting 8');
  });
});

describe('meetingWhen and meetingFullTitle', () => {
  it('says the weekday, date and time, and the place', () => {
    expect(meetingWhen(plenary, 'da')).toBe('torsdag den 5. november 2026 kl. 13.00');
    expect(meetingFullTitle(plenary, 'da')).toBe(
      'Folketingets møde nr. 41 · torsdag den 5. november 2026 kl. 13.00 · Folketingssalen',
    );
    expect(meetingFullTitle(plenary, 'en')).toBe(
      'Folketing sitting no. 41 · Thursday, 5 November 2026, 13:00 · Folketingssalen',
    );
  });

  it('leaves out a time ODA does not give (midnight) and whatever is missing', () => {
    expect(meetingWhen(committee, 'da')).toBe('fredag den 6. november 2026');
    expect(meetingFullTitle(committee, 'da')).toBe('Møde i Skatteudvalget · fredag den 6. november 2026');
    expect(meetingFullTitle({ ...committee, date: null }, 'da')).toBe('Møde i Skatteudvalget');
  });
});

describe('meetingStartNote', () => {
  it('keeps a remark that says more than the time, drops one that repeats it', () => {
    expect(meetingStartNote({ date: plenary.date, startNote: 'Kl. 13.00' })).toBeNull();
    expect(meetingStartNote({ date: plenary.date, startNote: 'Efter afstemningerne' })).toBe(
      'Efter afstemningerne',
    );
    expect(meetingStartNote({ date: committee.date, startNote: 'Kl. 10.00' })).toBe('Kl. 10.00');
    expect(meetingStartNote({ date: plenary.date, startNote: null })).toBeNull();
  });
});

describe('meetingTitleText', () => {
  it('names a plenary sitting in English and keeps a committee meeting’s title as Danish data', () => {
    expect(meetingTitleText('23. møde', 'en')).toEqual({ text: 'Sitting 23', lang: 'en' });
    expect(meetingTitleText('23. møde', 'da')).toEqual({ text: '23. møde', lang: 'da' });
    expect(meetingTitleText('Møde i Skatteudvalget', 'en')).toEqual({
      text: 'Møde i Skatteudvalget',
      lang: 'da',
    });
  });

  it('gives meetingNameText the language of its words', () => {
    const committee = { id: 7, title: 'Møde i Skatteudvalget', number: '4', typeId: 2 };
    expect(meetingNameText(committee, 'en')).toEqual({ text: 'Møde i Skatteudvalget', lang: 'da' });
    expect(meetingNameText({ id: 8, title: '41. møde', number: '41', typeId: 1 }, 'en').lang).toBe('en');
    expect(meetingNameText({ id: 9, title: null, number: null, typeId: 2 }, 'en')).toEqual({
      text: 'Meeting 9',
      lang: 'en',
    });
  });
});
