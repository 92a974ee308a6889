// The header's right side: 登录 / 注册 for visitors; 个人中心, 俱乐部中心 (club contacts only)
// and 退出 for a signed-in user. Nothing shows while the user is still unknown, so a signed-in
// user never sees 登录 flash.
import { Button, HStack } from '@chakra-ui/react';
import { useLocation, useNavigate } from 'react-router-dom';
import { loginPathFor } from '../../lib/auth/login-redirect';
import { logout, useCurrentUser } from '../../lib/global-state';
import { AppLink } from '../../theme/components/app-link';
import { useRouteHandle } from '../../theme/route-title';

const linkStyle = {
  fontSize: 'sm',
  color: 'brand.fg',
  fontWeight: 'medium',
  px: '2',
  minH: '11',
  display: 'inline-flex',
  alignItems: 'center',
} as const;

export function AccountLinks() {
  const { status, user } = useCurrentUser();
  const location = useLocation();
  const navigate = useNavigate();
  const requiresLogin = useRouteHandle()?.requiresLogin === true;
  if (status === 'unknown') return null;
  if (user) {
    const isContact = user.type === 'contact' || user.isClubContact;
    return (
      <HStack gap="0">
        <AppLink to="/user/center" {...linkStyle}>
          个人中心
        </AppLink>
        {isContact && (
          <AppLink to="/user/club/info" {...linkStyle} hideBelow="sm">
            俱乐部中心
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
