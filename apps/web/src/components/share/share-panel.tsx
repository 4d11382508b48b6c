import { Anchor, Box, Button, Group, Loader, Paper, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { IconDownload, IconPrinter } from '@tabler/icons-react';
import { useEffect, useState } from 'react';
import { viewpointLink } from '@/lib/share/links';
import { qrPngDataUrl, qrSvg } from '@/lib/share/qr-code';
import { fileStem, saveFile } from '@/lib/share/save-file';
import { type CardViewpoint, viewpointCardsPdf } from '@/lib/share/viewpoint-card';
import { SHARE_TEXT, type ShareText } from './share-text';

/** A viewpoint of the presentation (its own id, as deep links name it). */
export type ShareViewpoint = Omit<CardViewpoint, 'link'> & { id: number };

export type SharePanelProps = {
  presentationName: string;
  /** The presentation's public link, as the Present screen copies it. */
  publicLink: string;
  /** The viewpoints to offer codes and cards for, in order. */
  viewpoints: ShareViewpoint[];
  text?: ShareText;
};

/**
 * QR codes (SVG and PNG) of a presentation's public link and of each viewpoint's deep link,
 * and printable A5 cards (PDF) of the viewpoints. The Present screen's "QR codes" and the
 * viewer's "QR code" both load this one module lazily, so that it and its QR and PDF code form
 * one file that neither page's first load carries.
 */
export default function SharePanel({
  presentationName,
  publicLink,
  viewpoints,
  text = SHARE_TEXT,
}: SharePanelProps) {
  const cards = viewpoints.map((v) => ({ ...v, link: viewpointLink(publicLink, v.id) }));
  const stem = fileStem(presentationName);
  return (
    <Stack gap="lg">
      <Stack gap="xs">
        <Title order={3} size="h4">
          {text.publicLinkTitle}
        </Title>
        <Text size="sm" c="dimmed">
          {text.publicLinkHint}
        </Text>
        <QrCode target={text.publicLinkTarget} link={publicLink} file={`${stem}-qr`} size={176} text={text} />
      </Stack>
      <Stack gap="xs">
        <Title order={3} size="h4">
          {text.viewpointsTitle}
        </Title>
        {cards.length === 0 ? (
          <Text size="sm">{text.noViewpoints}</Text>
        ) : (
          <>
            <Text size="sm" c="dimmed">
              {text.cardsNote}
            </Text>
            {cards.length > 1 && (
              <CardsButton
                presentationName={presentationName}
                viewpoints={cards}
                label={text.printAll}
                ariaLabel={text.printAllOf(cards.length)}
                file={`${stem}-cards.pdf`}
                text={text}
              />
            )}
            <SimpleGrid cols={{ base: 1, sm: cards.length > 1 ? 2 : 1 }} spacing="sm">
              {cards.map((card) => (
                <Paper key={card.id} withBorder radius="md" p="sm" data-testid="share-viewpoint">
                  <Stack gap={6}>
                    <Text fw={600}>{card.name}</Text>
                    <Text size="sm">{text.direction(card.pan)}</Text>
                    <Text size="xs" c="dimmed">
                      {text.viewpointHint}
                    </Text>
                    <QrCode
                      target={card.name}
                      link={card.link}
                      file={`${stem}-${fileStem(card.name)}-qr`}
                      size={144}
                      text={text}
                    />
                    <CardsButton
                      presentationName={presentationName}
                      viewpoints={[card]}
                      label={text.printCard}
                      ariaLabel={text.printCardOf(card.name)}
                      file={`${stem}-${fileStem(card.name)}-card.pdf`}
                      text={text}
                    />
                  </Stack>
                </Paper>
              ))}
            </SimpleGrid>
          </>
        )}
      </Stack>
    </Stack>
  );
}

type QrState = { kind: 'making' } | { kind: 'ready'; svg: string } | { kind: 'failed'; reason: string };

/** One link's QR code on screen, with its SVG and PNG downloads. */
function QrCode({
  target,
  link,
  file,
  size,
  text,
}: {
  target: string;
  link: string;
  file: string;
  size: number;
  text: ShareText;
}) {
  const [state, setState] = useState<QrState>({ kind: 'making' });
  const [pngFailed, setPngFailed] = useState<string | null>(null);
  useEffect(() => {
    let live = true;
    setState({ kind: 'making' });
    qrSvg(link).then(
      (svg) => live && setState({ kind: 'ready', svg }),
      (error: unknown) => live && setState({ kind: 'failed', reason: reasonOf(error) }),
    );
    return () => {
      live = false;
    };
  }, [link]);

  const downloadPng = async () => {
    try {
      setPngFailed(null);
      saveFile(dataUrlToBlob(await qrPngDataUrl(link)), `${file}.png`);
    } catch (error) {
      setPngFailed(reasonOf(error));
    }
  };

  return (
    <Group align="flex-start" gap="md" wrap="nowrap">
      <Box w={size} h={size} style={{ flexShrink: 0, background: '#fff', borderRadius: 4 }}>
        {state.kind === 'ready' ? (
          <img
            src={`data:image/svg+xml;charset=utf-8,${encodeURIComponent(state.svg)}`}
            alt={text.qrImage(target)}
            width={size}
            height={size}
            style={{ display: 'block' }}
          />
        ) : state.kind === 'making' ? (
          <Stack h="100%" align="center" justify="center" gap={6} role="status">
            <Loader size="sm" aria-hidden />
            <Text size="xs" c="dark.6" ta="center">
              {text.making}
            </Text>
          </Stack>
        ) : null}
      </Box>
      <Stack gap={6} style={{ minWidth: 0 }}>
        <Anchor href={link} target="_blank" rel="noopener" size="xs" style={{ wordBreak: 'break-all' }}>
          {link}
        </Anchor>
        {state.kind === 'failed' && (
          <Text size="sm" c="red.8" role="alert">
            {text.failed(state.reason)}
          </Text>
        )}
        <Group gap="xs">
          <Button
            size="xs"
            variant="default"
            leftSection={<IconDownload size={14} aria-hidden />}
            disabled={state.kind !== 'ready'}
            aria-label={text.downloadSvgOf(target)}
            onClick={() =>
              state.kind === 'ready' &&
              saveFile(new Blob([state.svg], { type: 'image/svg+xml' }), `${file}.svg`)
            }
          >
            {text.downloadSvg}
          </Button>
          <Button
            size="xs"
            variant="default"
            leftSection={<IconDownload size={14} aria-hidden />}
            disabled={state.kind !== 'ready'}
            aria-label={text.downloadPngOf(target)}
            onClick={() => void downloadPng()}
          >
            {text.downloadPng}
          </Button>
        </Group>
        {pngFailed && (
          <Text size="sm" c="red.8" role="alert">
            {text.failed(pngFailed)}
          </Text>
        )}
      </Stack>
    </Group>
  );
}

type CardsState =
  | { kind: 'idle' }
  | { kind: 'making' }
  | { kind: 'saved'; file: string }
  | { kind: 'failed'; reason: string };

/** Makes the PDF of the viewpoints' cards and hands it to the downloads; says how it went. */
function CardsButton({
  presentationName,
  viewpoints,
  label,
  ariaLabel,
  file,
  text,
}: {
  presentationName: string;
  viewpoints: CardViewpoint[];
  label: string;
  ariaLabel: string;
  file: string;
  text: ShareText;
}) {
  const [state, setState] = useState<CardsState>({ kind: 'idle' });
  const print = async () => {
    setState({ kind: 'making' });
    try {
      const pdf = await viewpointCardsPdf(presentationName, viewpoints);
      saveFile(new Blob([pdf as Uint8Array<ArrayBuffer>], { type: 'application/pdf' }), file);
      setState({ kind: 'saved', file });
    } catch (error) {
      setState({ kind: 'failed', reason: reasonOf(error) });
    }
  };
  return (
    <Stack gap={4} align="flex-start">
      <Button
        size="xs"
        variant="light"
        leftSection={<IconPrinter size={14} aria-hidden />}
        loading={state.kind === 'making'}
        aria-label={ariaLabel}
        onClick={() => void print()}
      >
        {label}
      </Button>
      <Text size="xs" role="status" c={state.kind === 'failed' ? 'red.8' : undefined}>
        {state.kind === 'making'
          ? text.makingCards
          : state.kind === 'saved'
            ? text.cardsSaved(state.file)
            : state.kind === 'failed'
              ? text.cardsFailed(state.reason)
              : ''}
      </Text>
    </Stack>
  );
}

function reasonOf(error: unknown): string {
  return error instanceof Error && error.message ? error.message : String(error);
}

/** A `data:` URL's bytes as a Blob, without fetching it (the page's CSP may not allow that). */
function dataUrlToBlob(dataUrl: string): Blob {
  const [head, body = ''] = dataUrl.split(',', 2);
  const type = /^data:([^;,]+)/.exec(head ?? '')?.[1] ?? 'application/octet-stream';
  const binary = atob(body);
  const bytes = new Uint8Array(binary.length);
  for (let i = 0; i < binary.length; i += 1) bytes[i] = binary.charCodeAt(i);
  return new Blob([bytes], { type });
}
