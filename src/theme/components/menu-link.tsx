// A menu's link to a page, a whole row tall: bold and marked aria-current when it is the page shown,
// and it tells the menu it was followed (a phone's menu then closes). The menu gives its colours.
import { Link, type LinkProps } from '@chakra-ui/react';
import { Link as RouterLink } from 'react-router-dom';

export interface MenuLinkProps extends Omit<LinkProps, 'href' | 'asChild'> {
  to: string;
  active: boolean;
  onNavigate: () => void;
}

export function MenuLink({ to, active, onNavigate, children, ...look }: MenuLinkProps) {
  return (
    <Link
      asChild
      display="flex"
      alignItems="center"
      fontWeight={active ? 'bold' : 'medium'}
      textDecoration="none"
      {...look}
    >
      <RouterLink to={to} aria-current={active ? 'page' : undefined} onClick={onNavigate}>
        {children}
      </RouterLink>
    </Link>
  );
}
