import type { PublicViewpointPhoto } from '@vantage/contracts';
import { formatHeading } from '@/lib/plan/format';
import { focalLengthOfFieldOfView } from '@/lib/scene/photo-geometry';
import { Row } from './view-facts';

const round = (n: number, digits = 1) => Math.round(n * 10 ** digits) / 10 ** digits;

/** "2026-05-03 14:12": the camera's own clock, which carries no time zone. */
const takenIn = (takenAt: string) => takenAt.slice(0, 16).replace('T', ' ');

/** The lens: the photo's 35 mm-equivalent focal length, else what its aligned field of view matches. */
export function lensInWords(photo: PublicViewpointPhoto): string {
  const { fieldOfView } = photo.alignment;
  if (photo.kind === 'panorama') return 'A 360° panorama (equirectangular): all around the viewpoint.';
  if (photo.focalLength35mm !== null)
    return `${round(photo.focalLength35mm, 0)} mm (35 mm equivalent), from the photo.`;
  return `Not recorded in the photo; its aligned field of view of ${round(fieldOfView)}° matches a ${round(focalLengthOfFieldOfView(fieldOfView), 0)} mm lens (35 mm equivalent).`;
}

/** "How this view was made" for a photomontage: the photo's date, its alignment and the lens. */
export function PhotoFacts({ photo }: { photo: PublicViewpointPhoto }) {
  const { heading, pitch, roll, fieldOfView } = photo.alignment;
  return (
    <>
      <Row term="Photomontage">
        The viewpoint's photograph as the background, with the plan's objects rendered on top at their true
        geometry: from the same position, in the photo's direction and with its lens. Where the terrain is
        known it hides what lies behind it; the sky, the ground's colour and the sea are the photo's.
      </Row>
      <Row term="Photo taken">
        {photo.takenAt ? `${takenIn(photo.takenAt)} (the camera's clock)` : 'Not recorded in the photo.'}
      </Row>
      <Row term="Photo alignment">
        {photo.kind === 'panorama'
          ? `Centre at ${formatHeading(heading)}, pitch ${round(pitch)}°, roll ${round(roll)}°.`
          : `Heading ${formatHeading(heading)}, pitch ${round(pitch)}°, roll ${round(roll)}°, field of view ${round(fieldOfView)}° horizontal.`}
      </Row>
      <Row term="Lens">{lensInWords(photo)}</Row>
    </>
  );
}
