/**
 * The toasts' container (spec section 8), loaded lazily by `AppProvider`: it and its
 * transitions are not needed to draw a page, so they stay out of the first load. A toast shown
 * before it has come waits in Mantine's notifications store and appears when it mounts.
 */
export { Notifications } from '@mantine/notifications';
