import { Button, type ButtonProps, Tooltip } from '@mantine/core';
import type { MouseEvent, ReactNode } from 'react';

type BlockableButtonProps = ButtonProps & {
  /** Why the action is not available now; the button is blocked while this is set. */
  blockedReason?: string | null;
  onClick?: (event: MouseEvent<HTMLButtonElement>) => void;
  children: ReactNode;
};

/**
 * A button whose action can be blocked with a reason shown in a tooltip. Mantine's pattern
 * for a tooltip on a disabled button: it stays focusable and hoverable (keyboard and touch
 * users can read why), is marked disabled for assistive technology, and clicking does nothing.
 */
export function BlockableButton({ blockedReason, onClick, children, ...props }: BlockableButtonProps) {
  const blocked = Boolean(blockedReason);
  const button = (
    <Button
      {...props}
      onClick={(event: MouseEvent<HTMLButtonElement>) => {
        if (blocked) event.preventDefault();
        else onClick?.(event);
      }}
      data-disabled={blocked || undefined}
      aria-disabled={blocked || undefined}
      aria-description={blockedReason ?? undefined}
    >
      {children}
    </Button>
  );
  if (!blocked) return button;
  return (
    <Tooltip
      label={blockedReason}
      multiline
      w={260}
      withArrow
      events={{ hover: true, focus: true, touch: true }}
    >
      {button}
    </Tooltip>
  );
}
