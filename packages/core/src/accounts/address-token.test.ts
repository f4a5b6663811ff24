import { describe, expect, it } from 'vitest';
import { takeAddressToken } from './address-token.js';

describe('token in the address', () => {
  it('takes the token from a page’s route and keeps the page and its other parameters', () => {
    expect(takeAddressToken('?/user-data?token=abc_DEF-123')).toEqual({
      token: 'abc_DEF-123',
      search: '?/user-data',
    });
    expect(takeAddressToken('?/participant?id=12&token=abc&lang=en')).toEqual({
      token: 'abc',
      search: '?/participant?id=12&lang=en',
    });
  });

  it('takes it from a plain query, leaving the start page', () => {
    expect(takeAddressToken('?token=abc')).toEqual({ token: 'abc', search: '' });
    expect(takeAddressToken('?lang=fr&token=abc')).toEqual({ token: 'abc', search: '?lang=fr' });
  });

  it('decodes the value but keeps a plus sign, which base64 tokens use', () => {
    expect(takeAddressToken('?token=a%2Fb+c%3D')).toEqual({ token: 'a/b+c=', search: '' });
  });

  it('finds nothing when there is no token, or an empty one', () => {
    expect(takeAddressToken('')).toBeNull();
    expect(takeAddressToken('?/home')).toBeNull();
    expect(takeAddressToken('?/exhibitor?id=3')).toBeNull();
    expect(takeAddressToken('?/home?token=')).toBeNull();
    expect(takeAddressToken('?/home?tokens=abc')).toBeNull();
  });

  it('keeps the last of repeated tokens and removes them all', () => {
    expect(takeAddressToken('?/home?token=old&token=new')).toEqual({ token: 'new', search: '?/home' });
  });
});
