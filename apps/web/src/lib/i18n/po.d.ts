/** A .po catalog, compiled by @lingui/vite-plugin when imported. */
declare module '*.po' {
  export const messages: import('@lingui/core').Messages;
}
