// The public runtime settings the build serialises into every page
// (`<script type="application/json" id="__docs_config">`, see cli/build.ts).
export interface ClientConfig {
  baseUrl: string;
  productName: string;
  apiBaseUrl: string;
  apiClientId: string;
  sessionCookie: string;
  links: { app: string; hub: string; status: string };
  storagePrefix: string;
  colorMode: { defaultMode: 'light' | 'dark'; disableSwitch: boolean; respectPrefersColorScheme: boolean };
  announcementId: string | null;
  hideOnScroll: boolean;
  errorReporting: { dsn: string; environment: string } | null;
}

let cached: ClientConfig | undefined;

export function getConfig(): ClientConfig {
  if (!cached) {
    const el = document.getElementById('__docs_config');
    cached = JSON.parse(el?.textContent || '{}') as ClientConfig;
    cached.baseUrl ??= '/';
    cached.productName ??= 'Docs';
    cached.storagePrefix ??= '';
  }
  return cached;
}
