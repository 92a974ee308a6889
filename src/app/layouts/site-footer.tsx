// The main-site footer: who runs the site, how to reach them, copyright and filing number.
import { Box, Container, Stack, Text } from '@chakra-ui/react';
import { useSiteConfig } from '../../lib/global-state';
import { SITE_NAME } from '../../theme/route-title';
import { AppLink } from '../../theme/components/app-link';

export function SiteFooter() {
  const config = useSiteConfig().data;
  const name = config?.name || SITE_NAME;
  const contact = config?.contact;
  const year = new Date().getFullYear();
  return (
    <Box as="footer" bg="brand.900" color="white" mt="auto">
      <Container maxW="6xl" py="8">
        <Stack gap="3" fontSize="sm">
          <Text fontSize="lg" fontWeight="bold">
            {name}
          </Text>
          {contact?.phone ? <Text>联系电话：{contact.phone}</Text> : null}
          {contact?.email ? <Text>电子邮箱：{contact.email}</Text> : null}
          {contact?.address ? <Text>地址：{contact.address}</Text> : null}
          <Text>
            <AppLink
              to="/contactUs"
              color="white"
              textDecoration="underline"
              display="inline-flex"
              alignItems="center"
              minH="11"
            >
              联系我们
            </AppLink>
          </Text>
          <Text color="brand.100">
            © {year} {name} 版权所有{config?.icp ? ` · ${config.icp}` : ''}
          </Text>
        </Stack>
      </Container>
    </Box>
  );
}
