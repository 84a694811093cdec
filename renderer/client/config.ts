// The public runtime settings the build serialises into every page (the
// ClientConfig of renderer/contract.ts).
import { DOM_ID, type ClientConfig } from '../contract.ts';
export type { ClientConfig } from '../contract.ts';

let cached: ClientConfig | undefined;

export function getConfig(): ClientConfig {
  if (!cached) {
    const el = document.getElementById(DOM_ID.config);
    cached = JSON.parse(el?.textContent || '{}') as ClientConfig;
    cached.baseUrl ??= '/';
    cached.productName ??= 'Docs';
    cached.storagePrefix ??= '';
  }
  return cached;
}
