// The header's right side: 登录 / 注册 for visitors, 个人中心 / 退出 for a signed-in user. Nothing
// shows while the user is still unknown, so a signed-in user never sees 登录 flash.
import { Button, HStack } from '@chakra-ui/react';
import { logout, useCurrentUser } from '../../lib/global-state';
import { AppLink } from '../../theme/components/app-link';

const linkStyle = {
  fontSize: 'sm',
  color: 'brand.fg',
  fontWeight: 'medium',
  px: '2',
  minH: '11',
} as const;

export function AccountLinks() {
  const { status, user } = useCurrentUser();
  if (status === 'unknown') return null;
  if (user) {
    return (
      <HStack gap="1">
        <AppLink to="/user/center" {...linkStyle}>
          个人中心
        </AppLink>
        <Button variant="ghost" size="sm" minH="11" color="brand.fg" onClick={() => void logout()}>
          退出
        </Button>
      </HStack>
    );
  }
  return (
    <HStack gap="1">
      <AppLink to="/user/center" {...linkStyle}>
        登录
      </AppLink>
      <AppLink to="/register/member" {...linkStyle}>
        注册
      </AppLink>
    </HStack>
  );
}
