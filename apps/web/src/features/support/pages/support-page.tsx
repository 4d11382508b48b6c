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
import { FAQ, TUTORIALS } from '../support-content';

/**
 * Spec "/dash/support": cards Release Notes, Tutorials, FAQ, Submit a Support Ticket (no link,
 * coming soon) and Contact. Opening the release notes stores the current time as the
 * last-viewed date (a local preference), which ends the banner's "new release notes" notice.
 * `#release-notes` opens them at once (the banner links there); `#contact` scrolls to Contact.
 */
export function SupportPage() {
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
        <Title order={1}>Support</Title>
        <Text c="dimmed">Find out what is new, learn {env.productName}, or get in touch with us.</Text>
      </Stack>
      <SimpleGrid cols={{ base: 1, sm: 2, lg: 3 }} spacing="lg">
        <SupportCard
          id="release-notes"
          icon={IconNews}
          title="Release Notes"
          badge={
            newCount > 0 ? (
              <Badge color="blue" variant="filled">
                {newCount} new
              </Badge>
            ) : undefined
          }
          action={<Button onClick={openReleaseNotes}>Open release notes</Button>}
        >
          What changed in {env.productName}, newest first.
        </SupportCard>
        <SupportCard
          id="tutorials"
          icon={IconBook}
          title="Tutorials"
          action={
            <Button variant="light" onClick={tutorials.open}>
              Open tutorials
            </Button>
          }
        >
          Step-by-step guides to start a project, invite your team and present your work.
        </SupportCard>
        <SupportCard
          id="faq"
          icon={IconHelpCircle}
          title="FAQ"
          action={
            <Button variant="light" onClick={faq.open}>
              Open FAQ
            </Button>
          }
        >
          Answers to the questions we hear most.
        </SupportCard>
        <SupportCard
          id="support-ticket"
          icon={IconTicket}
          title="Submit a Support Ticket"
          action={
            <Badge color="gray" variant="light" size="lg">
              Coming soon
            </Badge>
          }
        >
          Soon you can file and follow support tickets here.
        </SupportCard>
        <SupportCard
          id="contact"
          icon={IconMail}
          title="Contact"
          action={
            <Button component="a" href={`mailto:${env.supportEmail}`} variant="light">
              {env.supportEmail}
            </Button>
          }
        >
          Questions about your subscription, or stuck? Write to our support team.
        </SupportCard>
      </SimpleGrid>
      {version.data && (
        <Text c="dimmed" size="sm" data-testid="product-version">
          {describeVersion(env.productName, version.data)}
        </Text>
      )}
      <ReleaseNotesModal opened={notesOpened} onClose={() => setNotesOpened(false)} since={since} />
      <HelpModal title="Tutorials" entries={TUTORIALS} opened={tutorialsOpened} onClose={tutorials.close} />
      <HelpModal title="FAQ" entries={FAQ} opened={faqOpened} onClose={faq.close} />
    </Stack>
  );
}
