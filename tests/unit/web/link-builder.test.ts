// The link builder's link: a page or a search of the site, the partner's code and a sub-ID, nothing else.
import { describe, expect, it } from 'vitest';
import { LINK_BUILDER_ERRORS } from '../../../common/subIdMessages';
import { buildPartnerLink, type LinkRequest } from '../../../web/areas/portal/partnerLink';
import { affiliateLinkOf } from '../../../web/state/referral';

const ORIGIN = 'https://recherche.example.fr';
const build = (request: Partial<LinkRequest>) =>
  buildPartnerLink({ origin: ORIGIN, code: 'MARIE-42', page: 'home', ...request });

describe('buildPartnerLink', () => {
  it('gives the spec affiliate link for the home page without a sub-ID', () => {
    expect(build({})).toEqual({ link: affiliateLinkOf('MARIE-42', ORIGIN) });
    expect(build({ subId: '   ' })).toEqual({ link: `${ORIGIN}/?ref=MARIE-42` });
  });

  it('adds the sub-ID after the code', () => {
    expect(build({ subId: 'youtube-nov_2026.v2' })).toEqual({
      link: `${ORIGIN}/?ref=MARIE-42&sub=youtube-nov_2026.v2`,
    });
  });

  it('links a named page of the site', () => {
    expect(build({ page: 'howItWorks', subId: 'flyer' })).toEqual({
      link: `${ORIGIN}/partners/how-it-works?ref=MARIE-42&sub=flyer`,
    });
    expect(build({ page: 'partners' })).toEqual({ link: `${ORIGIN}/partners?ref=MARIE-42` });
  });

  it('links a search with its words encoded, accents and signs included', () => {
    const built = build({ page: 'search', query: '  météo lyon & co  ', subId: 'news' });
    expect(built).toEqual({ link: `${ORIGIN}/search?q=m%C3%A9t%C3%A9o+lyon+%26+co&ref=MARIE-42&sub=news` });
    const url = new URL((built as { link: string }).link);
    expect(url.searchParams.get('q')).toBe('météo lyon & co');
  });

  it('asks for the words of a search', () => {
    expect(build({ page: 'search', query: ' ' })).toEqual({
      field: 'query',
      error: LINK_BUILDER_ERRORS.queryRequired,
    });
  });

  it('keeps any page of the site typed as a path or an address, its own ref and sub replaced', () => {
    expect(
      build({ page: 'other', address: '/search?q=lyon&tab=images&ref=OTHER&sub=old#top', subId: 'x' }),
    ).toEqual({ link: `${ORIGIN}/search?q=lyon&tab=images&ref=MARIE-42&sub=x` });
    expect(build({ page: 'other', address: `${ORIGIN}/privacy` })).toEqual({
      link: `${ORIGIN}/privacy?ref=MARIE-42`,
    });
  });

  it('refuses an address of another site, which would carry the code elsewhere', () => {
    for (const address of ['https://evil.example/', '//evil.example/search', 'http://recherche.example.fr/'])
      expect(build({ page: 'other', address })).toEqual({
        field: 'address',
        error: LINK_BUILDER_ERRORS.notOurPage,
      });
    expect(build({ page: 'other', address: '' })).toEqual({
      field: 'address',
      error: LINK_BUILDER_ERRORS.pathRequired,
    });
  });

  it('refuses a sub-ID past 64 characters or with other characters than letters, digits, -, _ and .', () => {
    const refused = { field: 'subId', error: LINK_BUILDER_ERRORS.invalidSubId };
    expect(build({ subId: 'a'.repeat(65) })).toEqual(refused);
    for (const subId of ['été', 'a b', 'a&b', 'a/b', '<x>', 'a%20b'])
      expect(build({ subId })).toEqual(refused);
    expect(build({ subId: 'a'.repeat(64) })).toEqual({
      link: `${ORIGIN}/?ref=MARIE-42&sub=${'a'.repeat(64)}`,
    });
  });
});
