// The API reference section (filled in by the schema stage).
import type { ResolvedConfig } from '../config.ts';
import type { GeneratedSection } from '../model.ts';
import type { GeneratedRenderer } from '../render.ts';

export interface ApiSection {
  section: GeneratedSection;
  renderers: Record<string, GeneratedRenderer>;
  files: Map<string, string>;
}

export async function loadApiSection(
  _config: ResolvedConfig,
  _opts: { offline: boolean; strict: boolean; log: (m: string) => void },
): Promise<ApiSection | undefined> {
  return undefined;
}
