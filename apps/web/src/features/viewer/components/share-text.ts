import type { I18n } from '@lingui/core';
import type { ShareText } from '@/components/share/share-text';
import { formatHeading } from '@/lib/i18n/format';

/**
 * The QR code panel's words in the visitor's language; the card itself is printed in English.
 * Loaded with the panel, not with the page.
 */
export function viewerShareText(i18n: I18n): ShareText {
  return {
    publicLinkTitle: i18n._('viewer.share.publicLinkTitle'),
    publicLinkHint: i18n._('viewer.share.publicLinkHint'),
    publicLinkTarget: i18n._('viewer.share.publicLinkTarget'),
    viewpointsTitle: i18n._('viewer.share.viewpointTitle'),
    viewpointHint: i18n._('viewer.share.viewpointHint'),
    direction: (degrees) => i18n._('viewer.share.direction', { heading: formatHeading(i18n, degrees) }),
    noViewpoints: i18n._('viewer.share.noViewpoints'),
    qrImage: (target) => i18n._('viewer.share.qrImage', { target }),
    making: i18n._('viewer.share.making'),
    failed: (reason) => i18n._('viewer.share.failed', { reason }),
    downloadSvg: i18n._('viewer.share.downloadSvg'),
    downloadPng: i18n._('viewer.share.downloadPng'),
    downloadSvgOf: (target) => i18n._('viewer.share.downloadSvgOf', { target }),
    downloadPngOf: (target) => i18n._('viewer.share.downloadPngOf', { target }),
    printCard: i18n._('viewer.share.printCard'),
    printCardOf: (viewpoint) => i18n._('viewer.share.printCardOf', { viewpoint }),
    printAll: i18n._('viewer.share.printAll'),
    printAllOf: (count) => i18n._('viewer.share.printAllOf', { count }),
    makingCards: i18n._('viewer.share.makingCards'),
    cardsFailed: (reason) => i18n._('viewer.share.cardsFailed', { reason }),
    cardsSaved: (file) => i18n._('viewer.share.cardsSaved', { file }),
    cardsNote: i18n._('viewer.share.cardsNote'),
  };
}
