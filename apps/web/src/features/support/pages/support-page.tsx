import { useLingui } from '@lingui/react';
import { Badge, Button, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { IconBook, IconHelpCircle, IconMail, IconNews, IconTicket } from '@tabler/icons-react';
import { describeVersion } from '@vantage/contracts';
import { useEffect, useState } from 'react';
import { useLocation } from 'react-router';
import { env } from '@/config/env';
import { usePreference } from '@/lib/preferences';
import { useReleaseNotes } from '../api/get-notifications';
import { useVersion } from '../api/get-version';
import { HelpModal } from '../components/help-modal';
import { ReleaseNotesModal } from '../components/release-notes-modal';
import { SupportCard } from '../components/support-card';
import { newReleaseNotes } from '../release-notes';
import { faq as faqEntries, tutorials as tutorialEntries } from '../support-content';

/**
 * Spec "/dash/support": cards Release Notes, Tutorials, FAQ, Submit a Support Ticket (no link,
 * coming soon) and Contact. Opening the release notes stores the current time as the
 * last-viewed date (a local preference), which ends the banner's "new release notes" notice.
 * `#release-notes` opens them at once (the banner links there); `#contact` scrolls to Contact.
 */
export function SupportPage() {
  const { i18n } = useLingui();
  const { hash } = useLocation();
  const notes = useReleaseNotes();
  const version = useVersion();
  const [lastViewed, setLastViewed] = usePreference('lastReleaseNotesDate');
  const [notesOpened, setNotesOpened] = useState(false);
  const [since, setSince] = useState<string | null>(null);
  const [tutorialsOpened, tutorials] = useDisclosure(false);
  const [faqOpened, faq] = useDisclosure(false);
  const newCount = newReleaseNotes(notes, lastViewed);

  const openReleaseNotes = () => {
    setSince(lastViewed);
    setLastViewed(new Date().toISOString());
    setNotesOpened(true);
  };

  // Once per arrival with a hash: open the notes, or bring the Contact card into view.
  // biome-ignore lint/correctness/useExhaustiveDependencies: reacts to the hash only.
  useEffect(() => {
    if (hash === '#release-notes') openReleaseNotes();
    if (hash === '#contact') document.getElementById('contact')?.scrollIntoView({ block: 'center' });
  }, [hash]);

  return (
    <Stack gap="lg">
      <Stack gap={4}>
        <Title order={1}>{i18n._('dash.nav.support')}</Title>
        <Text c="dimmed">{i18n._('dash.support.intro', { product: env.productName })}</Text>
      </Stack>
      <SimpleGrid cols={{ base: 1, sm: 2, lg: 3 }} spacing="lg">
        <SupportCard
          id="release-notes"
          icon={IconNews}
          title={i18n._('dash.support.releaseNotes')}
          badge={
            newCount > 0 ? (
              <Badge color="blue" variant="filled">
                {i18n._('dash.support.newCount', { count: newCount })}
              </Badge>
            ) : undefined
          }
          action={<Button onClick={openReleaseNotes}>{i18n._('dash.support.openReleaseNotes')}</Button>}
        >
          {i18n._('dash.support.releaseNotesText', { product: env.productName })}
        </SupportCard>
        <SupportCard
          id="tutorials"
          icon={IconBook}
          title={i18n._('dash.support.tutorials')}
          action={
            <Button variant="light" onClick={tutorials.open}>
              {i18n._('dash.support.openTutorials')}
            </Button>
          }
        >
          {i18n._('dash.support.tutorialsText')}
        </SupportCard>
        <SupportCard
          id="faq"
          icon={IconHelpCircle}
          title={i18n._('dash.support.faq')}
          action={
            <Button variant="light" onClick={faq.open}>
              {i18n._('dash.support.openFaq')}
            </Button>
          }
        >
          {i18n._('dash.support.faqText')}
        </SupportCard>
        <SupportCard
          id="support-ticket"
          icon={IconTicket}
          title={i18n._('dash.support.ticket')}
          action={
            <Badge color="gray" variant="light" size="lg">
              {i18n._('dash.support.comingSoon')}
            </Badge>
          }
        >
          {i18n._('dash.support.ticketText')}
        </SupportCard>
        <SupportCard
          id="contact"
          icon={IconMail}
          title={i18n._('dash.support.contact')}
          action={
            <Button component="a" href={`mailto:${env.supportEmail}`} variant="light">
              {env.supportEmail}
            </Button>
          }
        >
          {i18n._('dash.support.contactText')}
        </SupportCard>
      </SimpleGrid>
      {version.data && (
        <Text c="dimmed" size="sm" data-testid="product-version">
          {describeVersion(env.productName, version.data)}
        </Text>
      )}
      <ReleaseNotesModal opened={notesOpened} onClose={() => setNotesOpened(false)} since={since} />
      <HelpModal
        title={i18n._('dash.support.tutorials')}
        entries={tutorialEntries()}
        opened={tutorialsOpened}
        onClose={tutorials.close}
      />
      <HelpModal
        title={i18n._('dash.support.faq')}
        entries={faqEntries()}
        opened={faqOpened}
        onClose={faq.close}
      />
    </Stack>
  );
}
