/// <reference types="vite/client" />

interface ImportMetaEnv {
  /** `signup` (Reading A, the default) or `stores` (Reading B). */
  readonly VITE_CTA_MODE?: string;
  readonly VITE_ANDROID_STORE_URL?: string;
  readonly VITE_IOS_STORE_URL?: string;
}

interface ImportMeta {
  readonly env: ImportMetaEnv;
}
