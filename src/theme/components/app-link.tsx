// A Chakra-styled link that navigates inside the router (so the base path and history apply).
import { Link, type LinkProps } from '@chakra-ui/react';
import { Link as RouterLink, type To } from 'react-router-dom';

export interface AppLinkProps extends Omit<LinkProps, 'href' | 'asChild'> {
  to: To;
}

export function AppLink({ to, children, ...rest }: AppLinkProps) {
  return (
    <Link asChild {...rest}>
      <RouterLink to={to}>{children}</RouterLink>
    </Link>
  );
}
