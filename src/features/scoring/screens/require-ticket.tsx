// The game list and game screen need a volunteer's ticket. It is checked once, on arrival: a 401
// later clears the ticket, but the volunteer stays on the screen (the sync bar asks for a new
// login) rather than being thrown out in the middle of a point. Offline the stored ticket is
// trusted: the server judges it when the phone reconnects.
import { useState, type ReactNode } from 'react';
import { Navigate } from 'react-router-dom';
import { getTicket } from '../../../lib/ticket';

export const SCORING_LOGIN = '/scoring/login';

export function RequireTicket({ children }: { children: ReactNode }) {
  const [hasTicket] = useState(() => getTicket() !== null);
  if (!hasTicket) return <Navigate to={SCORING_LOGIN} replace />;
  return children;
}
