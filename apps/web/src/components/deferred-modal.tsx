import { Modal, type ModalProps } from '@mantine/core';
import { useEffect, useState } from 'react';

/**
 * Mantine's `Modal`, mounted on its first opening and kept mounted afterwards.
 *
 * A closed Mantine modal draws nothing, yet mounting one costs a portal node, window listeners
 * and a second commit (its portal appears in an effect). The projects page mounted five of
 * them before anyone opened one, the team and present pages one per row. Once mounted it stays,
 * so it closes with its transition as before. Its first opening mounts it closed and opens it
 * a frame later, so that it enters with its transition too.
 */
export function DeferredModal({ opened, ...props }: ModalProps) {
  const [mounted, setMounted] = useState(opened);
  const [ready, setReady] = useState(false);
  // State set while rendering (React's "storing information from previous renders"): the
  // modal mounts in the same render in which it is first asked to open.
  if (opened && !mounted) setMounted(true);
  useEffect(() => {
    if (!mounted) return;
    // A frame later: Mantine's portal draws the modal's content only in a second commit, and
    // a transition mounted already open would show at once, without entering.
    const frame = requestAnimationFrame(() => setReady(true));
    return () => cancelAnimationFrame(frame);
  }, [mounted]);
  return mounted ? <Modal opened={opened && ready} {...props} /> : null;
}
