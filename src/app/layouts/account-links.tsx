// The header's right side: 登录 / 注册 for visitors; 消息 with the unread count, 个人中心, 俱乐部中心 (club contacts only),
// 管理后台 (staff only) and 退出 for a signed-in user. Nothing shows while the user is still unknown, so a signed-in
// user never sees 登录 flash.
// The phone's area link is styled here; other links' props match it in shape only (one Chakra prop
// a line, other values), each its own look.
import { Box, Button, HStack } from '@chakra-ui/react';
import { Suspense } from 'react';
import { useLocation, useNavigate } from 'react-router-dom';
import type { CurrentUser } from '../../contract/account';
import { loginPathFor } from '../../lib/auth/login-redirect';
import { logout, useCurrentUser } from '../../lib/global-state';
import { AppLink } from '../../theme/components/app-link';
import { useRouteHandle } from '../../theme/route-title';
import { UnreadLink } from './lazy-unread-link';

const linkStyle = {
  fontSize: 'sm',
  color: 'brand.fg',
  fontWeight: 'medium',
  px: { base: '1.5', sm: '2' },
  minH: '11',
  display: 'inline-flex',
  alignItems: 'center',
  whiteSpace: 'nowrap',
} as const;

const keepsAClub = (user: CurrentUser) => user.type === 'contact' || user.isClubContact;

/** The extra place a signed-in user has: a club contact's club, a staff member's console. */
function ownAreaOf(user: CurrentUser): { to: string; label: string } | null {
  if (user.type === 'staff') return { to: '/admin', label: '管理后台' };
  if (keepsAClub(user)) return { to: '/user/club/info', label: '俱乐部中心' };
  return null;
}

/**
 * A phone's header has no room for 俱乐部中心 or 管理后台 beside 个人中心 and 退出: a club
 * contact or a staff member finds it first in the opened menu.
 */
export function PhoneAreaLink() {
  const { user } = useCurrentUser();
  const area = user && ownAreaOf(user);
  if (!area) return null;
  return (
    <Box hideFrom="sm" bg="brand.solid" borderBottomWidth="1px" borderColor="brand.400">
      <AppLink
        to={area.to}
        display="flex"
        alignItems="center"
        minH="12"
        px="5"
        color="white"
        textDecoration="none"
        _hover={{ bg: 'brand.700', textDecoration: 'none' }}
      >
        {area.label}
      </AppLink>
    </Box>
  );
}

export function AccountLinks() {
  const { status, user } = useCurrentUser();
  const location = useLocation();
  const navigate = useNavigate();
  const requiresLogin = useRouteHandle()?.requiresLogin === true;
  if (status === 'unknown') return null;
  if (user) {
    const area = ownAreaOf(user);
    return (
      <HStack gap="0">
        <Suspense fallback={null}>
          <UnreadLink to="/user/messages" color="brand.fg" />
        </Suspense>
        <AppLink to="/user/center" {...linkStyle}>
          个人中心
        </AppLink>
        {area && (
          <AppLink to={area.to} {...linkStyle} hideBelow="sm">
            {area.label}
          </AppLink>
        )}
        <Button
          variant="ghost"
          size="sm"
          minH="11"
          px="2"
          color="brand.fg"
          onClick={() => {
            // A page behind the login has nothing left to show: leave it first, so its guard
            // does not send the person to the login page they just chose to leave.
            if (requiresLogin) void navigate('/home', { replace: true });
            void logout();
          }}
        >
          退出
        </Button>
      </HStack>
    );
  }
  return (
    <HStack gap="0">
      <AppLink to={loginPathFor(location)} {...linkStyle}>
        登录
      </AppLink>
      <AppLink to="/register/member" {...linkStyle}>
        注册
      </AppLink>
    </HStack>
  );
}
