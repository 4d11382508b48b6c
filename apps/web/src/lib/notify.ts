import { notifications } from '@mantine/notifications';
import type { ReactNode } from 'react';

/**
 * Toasts (spec section 8). Durations follow section 9: success 3 to 5 s, error 5 to 10 s;
 * pass `autoClose` in milliseconds where the spec names one (e.g. 10_000 for
 * "Error creating project: {error} (10 s)").
 */
type Toast = { title: ReactNode; message?: ReactNode; autoClose?: number; id?: string };

export function notifySuccess({ title, message, autoClose = 4000, id }: Toast): string {
  return notifications.show({
    id,
    title,
    message: message ?? '',
    color: 'green',
    autoClose,
    withCloseButton: true,
  });
}

export function notifyError({ title, message, autoClose = 7000, id }: Toast): string {
  return notifications.show({
    id,
    title,
    message: message ?? '',
    color: 'red',
    autoClose,
    withCloseButton: true,
  });
}

export function notifyInfo({ title, message, autoClose = 4000, id }: Toast): string {
  return notifications.show({
    id,
    title,
    message: message ?? '',
    color: 'blue',
    autoClose,
    withCloseButton: true,
  });
}

/** A progress toast (e.g. before "Error duplicating project"); update or hide it by its id. */
export function notifyProgress({ title, message, id }: Omit<Toast, 'autoClose'>): string {
  return notifications.show({
    id,
    title,
    message: message ?? '',
    loading: true,
    autoClose: false,
    withCloseButton: false,
  });
}

export const hideToast = (id: string) => notifications.hide(id);
