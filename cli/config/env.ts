// Environment variables that may override hosts and keys (never required, and
// never secrets in the config file: those come from the environment only).
import type { Checker } from './checker.ts';

type Config = Record<string, any>;

/** Variable → the config key it sets, and how. */
export const ENV_OVERRIDES: Record<string, { key: string; apply: (c: Config, v: string) => void }> = {
  DOCS_SITE_URL: { key: 'url', apply: (c, v) => (c.url = v) },
  // `/repo` or `/repo/` (what a host such as GitHub Pages reports for a project site): made to start and end with `/`.
  DOCS_BASE_URL: { key: 'baseUrl', apply: (c, v) => (c.baseUrl = `/${v.replace(/^\/+|\/+$/g, '')}/`.replace(/^\/\/$/, '/')) },
  DOCS_API_BASE_URL: { key: 'customFields.apiBaseUrl', apply: (c, v) => (c.customFields = { ...c.customFields, apiBaseUrl: v }) },
  DOCS_API_CLIENT_ID: { key: 'customFields.apiClientId', apply: (c, v) => (c.customFields = { ...c.customFields, apiClientId: v }) },
  DOCS_APP_URL: { key: 'links.app', apply: (c, v) => (c.links = { ...c.links, app: v }) },
  DOCS_HUB_URL: { key: 'links.hub', apply: (c, v) => (c.links = { ...c.links, hub: v }) },
  DOCS_STATUS_URL: { key: 'links.status', apply: (c, v) => (c.links = { ...c.links, status: v }) },
  DOCS_SCHEMA_URL: { key: 'schema.url', apply: (c, v) => (c.schema = { ...c.schema, url: v }) },
  DOCS_SENTRY_DSN: { key: 'errorReporting.dsn', apply: (c, v) => (c.errorReporting = { ...c.errorReporting, dsn: v }) },
  DOCS_GTM_CONTAINER_ID: { key: 'tagManager.containerId', apply: (c, v) => (c.tagManager = { containerId: v }) },
  DOCS_SEARCH_APP_ID: { key: 'search.appId', apply: (c, v) => (c.search = { ...c.search, appId: v }) },
  DOCS_SEARCH_API_KEY: { key: 'search.apiKey', apply: (c, v) => (c.search = { ...c.search, apiKey: v }) },
  DOCS_SEARCH_INDEX_NAME: { key: 'search.indexName', apply: (c, v) => (c.search = { ...c.search, indexName: v }) },
};

/** Applies the overrides set in `env`; the checker learns which keys they set (its messages name the variable). */
export function applyEnvOverrides(c: Config, env: NodeJS.ProcessEnv, checker?: Checker): Config {
  for (const [name, { key, apply }] of Object.entries(ENV_OVERRIDES)) {
    const value = env[name];
    if (!value) continue;
    apply(c, value);
    checker?.fromEnv.set(key, name);
  }
  return c;
}
