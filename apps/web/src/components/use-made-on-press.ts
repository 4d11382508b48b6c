import { useEffect, useRef, useState } from 'react';

/**
 * For a Mantine Menu or Popover that is made on the first press of its button (each
 * sets up Floating UI's positioning, focus trap and interactions when it mounts, and a list
 * holds one or two per project that most users never open). Until `make` is called the button
 * is drawn alone; then the component is made around it (closed), which draws the button anew,
 * and opened once its own effects have run: the new button has the focus by then, so Mantine
 * gives the focus back to it on closing, as on every later opening.
 */
export function useMadeOnPress<T extends HTMLElement>() {
  const [made, setMade] = useState(false);
  const [opened, setOpened] = useState(false);
  const target = useRef<T>(null);
  useEffect(() => {
    if (!made) return;
    target.current?.focus();
    setOpened(true);
  }, [made]);
  return { made, make: () => setMade(true), opened, onChange: setOpened, target };
}
