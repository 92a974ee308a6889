// /aboutUs, /joinUs and /contactUs are one page with three sections, as in the original: each
// route scrolls to its own section, and the tabs link the three. Each section's text is what staff
// published in the console (PublishedText), the built-in text until then; the contact facts come
// from the site configuration and the GLOBAL_CONFIG list of values.
import { Box, Button, Heading, SimpleGrid, Stack, Text } from '@chakra-ui/react';
import { useEffect } from 'react';
import { Link as RouterLink, useLocation } from 'react-router-dom';
import { SubNav } from '../../../theme/components/sub-nav';
import { PageShell } from '../../../theme/components/page-shell';
import { TitledSection } from '../../../theme/components/titled-section';
import { usePageMeta } from '../../../theme/use-page-meta';
import { ABOUT_MESSAGES as M } from './about-messages';
import { ContactFacts } from './contact-facts';
import { PublishedText } from './published-text';

const SECTIONS = [
  { key: 'about', path: '/aboutUs', id: 'about-us', label: M.aboutTitle },
  { key: 'join', path: '/joinUs', id: 'join-us', label: M.joinTitle },
  { key: 'contact', path: '/contactUs', id: 'contact-us', label: M.contactTitle },
] as const;

export function AboutPage() {
  const { pathname } = useLocation();
  const current = SECTIONS.find((section) => pathname.endsWith(section.path)) ?? SECTIONS[0];
  usePageMeta(M.description[current.key]);

  useEffect(() => {
    // On the next frame: the router scrolls to the top after every path change, in an effect that
    // runs after this one, and would undo the scroll to the section.
    const frame = window.requestAnimationFrame(() => {
      if (current.key === 'about') window.scrollTo({ top: 0 });
      // Optional call: jsdom (the unit tests' DOM) has no scrollIntoView.
      else document.getElementById(current.id)?.scrollIntoView?.({ block: 'start' });
    });
    return () => window.cancelAnimationFrame(frame);
  }, [current]);

  const tabs = SECTIONS.map((section) => ({
    label: section.label,
    to: section.path,
    active: section === current,
  }));

  return (
    <PageShell>
      <SubNav label={M.tabsLabel} items={tabs} />
      <TitledSection id={SECTIONS[0].id} title={M.aboutTitle} gap="3">
        <PublishedText page="about">
          {M.about.map((paragraph) => (
            <Text key={paragraph} fontSize={{ base: 'md', md: 'lg' }} lineHeight="1.9" maxW="46em">
              {paragraph}
            </Text>
          ))}
        </PublishedText>
      </TitledSection>
      <TitledSection id={SECTIONS[1].id} title={M.joinTitle}>
        <PublishedText page="join">
          <Text fontSize={{ base: 'md', md: 'lg' }}>{M.joinIntro}</Text>
        </PublishedText>
        <SimpleGrid as="ul" listStyleType="none" columns={{ base: 1, md: 3 }} gap="4">
          {M.joinWays.map((way) => (
            <Stack
              as="li"
              key={way.title}
              gap="3"
              p="5"
              borderWidth="1px"
              borderColor="border"
              borderRadius="l3"
            >
              <Heading as="h3" size="md">
                {way.title}
              </Heading>
              <Text color="fg.muted" flex="1">
                {way.text}
              </Text>
              <Box>
                <Button asChild minH="11">
                  <RouterLink to={way.link.to}>{way.link.label}</RouterLink>
                </Button>
              </Box>
            </Stack>
          ))}
        </SimpleGrid>
      </TitledSection>
      <TitledSection id={SECTIONS[2].id} title={M.contactTitle}>
        <PublishedText page="contact">{null}</PublishedText>
        <ContactFacts />
      </TitledSection>
    </PageShell>
  );
}
