// For pages and actions that need a signed-in user: sends a visitor to the login page, which
// brings them back here afterwards.
import { useEffect } from 'react';
import { useLocation, useNavigate } from 'react-router-dom';
import { useCurrentUser, type CurrentUserState } from '../global-state';
import { loginPathFor } from './login-redirect';

export function useRequireLogin(): CurrentUserState {
  const state = useCurrentUser();
  const location = useLocation();
  const navigate = useNavigate();
  const visitor = state.status === 'loaded' && state.user === null;
  useEffect(() => {
    if (visitor) void navigate(loginPathFor(location), { replace: true });
  }, [visitor, location, navigate]);
  return state;
}
