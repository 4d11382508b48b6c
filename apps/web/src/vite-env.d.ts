/// <reference types="vite/client" />

interface ImportMetaEnv {
  readonly VITE_PRODUCT_NAME?: string;
  readonly VITE_OIDC_AUTHORITY?: string;
  readonly VITE_API_BASE_URL?: string;
  readonly VITE_IDLE_MINUTES?: string;
  readonly VITE_SUPPORT_EMAIL?: string;
}

interface ImportMeta {
  readonly env: ImportMetaEnv;
}
