import type { I18n } from '@lingui/core';
import { useLingui } from '@lingui/react';
import type { PublicViewpointPhoto } from '@vantage/contracts';
import { formatAngle, formatHeading, formatLength } from '@/lib/i18n/format';
import { focalLengthOfFieldOfView } from '@/lib/scene/photo-lens';
import { Row } from './view-facts';

/** "2026-05-03 14:12": the camera's own clock, which carries no time zone. */
const takenIn = (takenAt: string) => takenAt.slice(0, 16).replace('T', ' ');

/** The lens: the photo's 35 mm-equivalent focal length, else what its aligned field of view matches. */
export function lensInWords(i18n: I18n, photo: PublicViewpointPhoto): string {
  const { fieldOfView } = photo.alignment;
  const mm = (value: number) => formatLength(i18n, value, { unit: 'millimeter', digits: 0 });
  if (photo.kind === 'panorama') return i18n._('viewer.photo.lensPanorama');
  if (photo.focalLength35mm !== null)
    return i18n._('viewer.photo.lensExif', { focal: mm(photo.focalLength35mm) });
  return i18n._('viewer.photo.lensMatch', {
    fov: formatAngle(i18n, fieldOfView),
    focal: mm(focalLengthOfFieldOfView(fieldOfView)),
  });
}

/** "How this view was made" for a photomontage: the photo's date, its alignment and the lens. */
export function PhotoFacts({ photo }: { photo: PublicViewpointPhoto }) {
  const { i18n } = useLingui();
  const { heading, pitch, roll, fieldOfView } = photo.alignment;
  const angles = {
    heading: formatHeading(i18n, heading),
    pitch: formatAngle(i18n, pitch),
    roll: formatAngle(i18n, roll),
  };
  return (
    <>
      <Row term={i18n._('viewer.photo.montage')}>{i18n._('viewer.photo.text')}</Row>
      <Row term={i18n._('viewer.photo.taken')}>
        {photo.takenAt
          ? i18n._('viewer.photo.takenAt', { dateTime: takenIn(photo.takenAt) })
          : i18n._('viewer.photo.notRecorded')}
      </Row>
      <Row term={i18n._('viewer.photo.alignment')}>
        {photo.kind === 'panorama'
          ? i18n._('viewer.photo.alignPanorama', angles)
          : i18n._('viewer.photo.alignFrame', { ...angles, fov: formatAngle(i18n, fieldOfView) })}
      </Row>
      <Row term={i18n._('viewer.photo.lens')}>{lensInWords(i18n, photo)}</Row>
    </>
  );
}
