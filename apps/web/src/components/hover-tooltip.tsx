import { Tooltip, type TooltipProps } from '@mantine/core';
import { cloneElement, type PointerEvent, type ReactElement, useEffect, useRef, useState } from 'react';

type TargetProps = {
  ref?: unknown;
  onPointerEnter?: (event: PointerEvent<HTMLElement>) => void;
  onPointerLeave?: (event: PointerEvent<HTMLElement>) => void;
};

type Props = Omit<TooltipProps, 'children' | 'target' | 'opened' | 'defaultOpened'> & {
  /** The element the tooltip is about; it must take a ref and pointer handlers. */
  children: ReactElement<TargetProps>;
};

/**
 * A Mantine tooltip that is made only when the pointer first rests on its element:
 * a Tooltip sets up Floating UI's positioning and interactions when it mounts, a dozen
 * components and a second render, and a list shows several per project that most users never
 * point at. Until then the element is drawn alone; after, Mantine's Tooltip (attached with
 * `target`, so the element is not drawn anew) opens it at once and handles every later hover
 * itself. Like Mantine's own default, it opens on mouse hover only (not on touch or focus):
 * what it says is also the element's accessible name or description.
 */
export function HoverTooltip({ children, openDelay = 0, ...props }: Props) {
  const target = useRef<HTMLElement>(null);
  const [made, setMade] = useState(false);
  const timer = useRef<ReturnType<typeof setTimeout>>(undefined);
  useEffect(() => () => clearTimeout(timer.current), []);

  const element = cloneElement(children, {
    ref: target,
    onPointerEnter: (event: PointerEvent<HTMLElement>) => {
      children.props.onPointerEnter?.(event);
      if (made || event.pointerType !== 'mouse') return;
      clearTimeout(timer.current);
      timer.current = setTimeout(() => setMade(true), openDelay);
    },
    onPointerLeave: (event: PointerEvent<HTMLElement>) => {
      children.props.onPointerLeave?.(event);
      clearTimeout(timer.current);
    },
  });
  return (
    <>
      {element}
      {made && <Tooltip {...props} openDelay={openDelay} target={target} defaultOpened />}
    </>
  );
}
