/**
 * The words of the QR codes and cards panel, in one object: the dashboard shows them as they
 * are, and a page in another language passes its own.
 */
import { lookingDirection } from '@/lib/share/compass';

export const SHARE_TEXT = {
  publicLinkTitle: 'Public link',
  publicLinkHint: 'Opens the presentation at its default view.',
  publicLinkTarget: 'the public link',
  viewpointsTitle: 'Viewpoints',
  viewpointHint: 'Opens the presentation at this viewpoint.',
  /** Where the viewpoint looks: "Looking north-west (315°)". */
  direction: lookingDirection,
  noViewpoints: 'This presentation has no viewpoints.',
  qrImage: (target: string) => `QR code of ${target}`,
  making: 'Making the QR code…',
  failed: (reason: string) => `The QR code could not be made: ${reason}`,
  downloadSvg: 'Download SVG',
  downloadPng: 'Download PNG',
  downloadSvgOf: (target: string) => `Download SVG of the QR code of ${target}`,
  downloadPngOf: (target: string) => `Download PNG of the QR code of ${target}`,
  printCard: 'Print card (PDF)',
  printCardOf: (viewpoint: string) => `Print card (PDF) of ${viewpoint}`,
  printAll: 'Print all cards',
  printAllOf: (count: number) => `Print all cards (PDF, ${count} pages)`,
  makingCards: 'Making the cards…',
  cardsFailed: (reason: string) => `The cards could not be made: ${reason}`,
  cardsSaved: (file: string) => `Saved ${file}. Print it on A5, or on A4 at actual size.`,
  cardsNote:
    'A card per viewpoint, A5 portrait: the viewpoint, the direction of view, the spot and its QR code, for a sign at the spot.',
};

export type ShareText = typeof SHARE_TEXT;
