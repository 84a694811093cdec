// A downloaded schema comes from elsewhere: its `$ref`s may not make the
// build fetch other addresses. Redocly's resolver follows any `$ref` it
// meets, so `$ref: http://169.254.169.254/...` (a cloud machine's metadata)
// or `file:///home/ci/.npmrc` in a schema from another server would be read
// on the build machine and the result published in out/. Here the references
// of a downloaded schema resolve only on its own origin (a schema split over
// files served together), fetched with the schema's own credentials; any
// other is refused, which makes the download invalid (an unresolvable $ref)
// and the build falls back to the last good copy, saying why.
import type { BaseResolver, Source } from '@redocly/openapi-core';
import { redactUrl, requestParts } from '../../redact.ts';

type Redocly = typeof import('@redocly/openapi-core');

export function downloadResolver(r: Redocly, schemaUrl: URL, timeoutMs: number): BaseResolver {
  const { headers } = requestParts(schemaUrl);
  class SameOriginResolver extends r.BaseResolver {
    override async loadExternalRef(absoluteRef: string): Promise<Source> {
      let target: URL | undefined;
      try {
        target = new URL(absoluteRef);
      } catch {
        target = undefined;
      }
      if (!target || (target.protocol !== 'http:' && target.protocol !== 'https:') || target.host !== schemaUrl.host || target.protocol !== schemaUrl.protocol) {
        const shown = target ? redactUrl(target) : absoluteRef;
        throw new r.ResolveError(new Error(`Not followed: ${shown} is not on ${schemaUrl.protocol}//${schemaUrl.host}, where the schema was downloaded from (a downloaded schema may only refer to files beside it)`));
      }
      // Whatever the reference's user part says, the schema's own credentials go (as a header).
      const bare = new URL(target.pathname + target.search, schemaUrl.origin);
      let res: Response;
      try {
        res = await fetch(bare, { signal: AbortSignal.timeout(timeoutMs), headers: { accept: 'application/json, application/yaml;q=0.9, */*;q=0.1', ...headers } });
      } catch (error) {
        throw new r.ResolveError(new Error(`Cannot fetch ${redactUrl(bare)}: ${(error as Error).name === 'TimeoutError' ? `no answer within ${timeoutMs} ms` : (error as Error).message}`));
      }
      if (!res.ok) throw new r.ResolveError(new Error(`Cannot fetch ${redactUrl(bare)}: HTTP ${res.status}`));
      return new r.Source(absoluteRef, await res.text(), res.headers.get('content-type') ?? undefined);
    }
  }
  return new SameOriginResolver();
}
