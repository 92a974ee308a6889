import { describe, expect, it } from 'vitest';
import { AFTER_LOGIN_DEFAULT, loginPathFor, redirectTarget } from './login-redirect';

const target = (query: string) => redirectTarget(new URLSearchParams(query));

describe('loginPathFor', () => {
  it('carries the page, its query and its hash as the way back', () => {
    expect(loginPathFor({ pathname: '/user/club/apply', search: '?x=1', hash: '#top' })).toBe(
      `/login?redirect=${encodeURIComponent('/user/club/apply?x=1#top')}`,
    );
  });

  it('does not send the login page back to itself', () => {
    expect(loginPathFor({ pathname: '/login', search: '?redirect=%2Fhome' })).toBe('/login');
  });
});

describe('redirectTarget', () => {
  it('returns to a page of this site', () => {
    expect(target('redirect=%2Fuser%2Fcenter')).toBe('/user/center');
    expect(target(`redirect=${encodeURIComponent('/match/apply?id=3')}`)).toBe('/match/apply?id=3');
  });

  it('goes to the user centre when there is no way back or a foreign one', () => {
    expect(target('')).toBe(AFTER_LOGIN_DEFAULT);
    expect(target('redirect=https%3A%2F%2Fevil.example')).toBe(AFTER_LOGIN_DEFAULT);
    expect(target('redirect=%2F%2Fevil.example')).toBe(AFTER_LOGIN_DEFAULT);
    expect(target('redirect=%2F%5Cevil.example')).toBe(AFTER_LOGIN_DEFAULT);
    expect(target('redirect=%2Flogin%3Fredirect%3D%252Fhome')).toBe(AFTER_LOGIN_DEFAULT);
  });
});
