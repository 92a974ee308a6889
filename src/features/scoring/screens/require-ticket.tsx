// The game list and game screen need a volunteer's ticket. It is checked once, on arrival: a 401
// later clears the ticket, but the volunteer stays on the screen (the sync bar asks for a new
// login) rather than being thrown out in the middle of a point. Offline the stored ticket is
// trusted: the server judges it when the phone reconnects. The screens render once the scoring
// tables are declared on the app database.
import { Text } from '@chakra-ui/react';
import { useEffect, useState, type ReactNode } from 'react';
import { Navigate } from 'react-router-dom';
import { getTicket } from '../../../lib/ticket';
import { appScoringTablesReady } from '../local/app-scoring-tables';
import { MSG } from '../messages';

export const SCORING_LOGIN = '/scoring/login';

let tablesReady = false;

export function RequireTicket({ children }: { children: ReactNode }) {
  const [hasTicket] = useState(() => getTicket() !== null);
  const [ready, setReady] = useState(tablesReady);
  useEffect(() => {
    if (ready) return;
    let current = true;
    void appScoringTablesReady.then(() => {
      tablesReady = true;
      if (current) setReady(true);
    });
    return () => {
      current = false;
    };
  }, [ready]);
  if (!hasTicket) return <Navigate to={SCORING_LOGIN} replace />;
  return ready ? children : <Text>{MSG.loading}</Text>;
}
