// The login ticket lives in localStorage under `ticket` and travels as a header
// (docs/api-conventions.md, "The ticket").
const TICKET_KEY = 'ticket';

export function getTicket(): string | null {
  try {
    return window.localStorage.getItem(TICKET_KEY);
  } catch {
    // Storage can be blocked (private mode, disabled cookies): behave as a visitor.
    return null;
  }
}

export function setTicket(ticket: string): void {
  window.localStorage.setItem(TICKET_KEY, ticket);
}

export function clearTicket(): void {
  try {
    window.localStorage.removeItem(TICKET_KEY);
  } catch {
    // Nothing stored when storage is blocked, so nothing to clear.
  }
}
