import { beforeEach, expect, it } from 'vitest';
import { clearTicket, getTicket, setTicket } from './ticket';

beforeEach(() => window.localStorage.clear());

it('keeps the ticket in localStorage under the key `ticket`', () => {
  expect(getTicket()).toBeNull();
  setTicket('abc');
  expect(window.localStorage.getItem('ticket')).toBe('abc');
  expect(getTicket()).toBe('abc');
  clearTicket();
  expect(window.localStorage.getItem('ticket')).toBeNull();
});
