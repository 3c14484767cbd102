// The old localStorage keys read as settings: each value of the right kind carried, any other ignored alone.
import { describe, expect, it } from 'vitest';
import { settingsOfLegacy } from '../../../web/state/legacySettings';

const none = { history: undefined, safeSearch: undefined, moderate: undefined, lang: undefined };

describe('a guest’s settings kept the old way', () => {
  it('history off and safe search off are carried', () => {
    expect(settingsOfLegacy({ ...none, history: false, safeSearch: false, moderate: true })).toEqual({
      history: false,
      safeSearch: 'off',
    });
  });
  it('the moderate level is carried when the filter was on', () => {
    expect(settingsOfLegacy({ ...none, safeSearch: true, moderate: true })).toEqual({
      safeSearch: 'moderate',
    });
    expect(settingsOfLegacy({ ...none, moderate: true })).toEqual({ safeSearch: 'moderate' });
  });
  it('the results’ language is carried when it is one the filter offers', () => {
    expect(settingsOfLegacy({ ...none, lang: 'de' })).toEqual({ lang: 'de' });
    expect(settingsOfLegacy({ ...none, lang: 'all' })).toEqual({ lang: 'all' });
    expect(settingsOfLegacy({ ...none, lang: 'zz' })).toEqual({});
  });
  it('the defaults and values of the wrong kind change nothing', () => {
    expect(settingsOfLegacy({ history: true, safeSearch: true, moderate: false, lang: 'auto' })).toEqual({});
    expect(settingsOfLegacy({ history: 'non', safeSearch: 0, moderate: 'oui', lang: 3 })).toEqual({});
  });
});
