import type { PublicViewpointPhoto } from '@vantage/contracts';
import type { ComponentProps } from 'react';
import { PhotoFacts } from './photo-facts';
import { ViewFacts } from './view-facts';

export type FactsPanelProps = Omit<ComponentProps<typeof ViewFacts>, 'photo'> & {
  /** The photograph of a photomontage on screen, whose facts come first; null: none. */
  photo: PublicViewpointPhoto | null;
};

/**
 * "How this view was made" with the photomontage's photo facts: loaded when the visitor asks for
 * it (lazy-facts.tsx), not with the page, since no first frame needs it.
 */
export default function FactsPanel({ photo, ...facts }: FactsPanelProps) {
  return <ViewFacts {...facts} photo={photo ? <PhotoFacts photo={photo} /> : null} />;
}
