// `{{token}}` placeholders: how content and the schema name the provider
// (product name, hosts) without hard-coding it. Replaced before parsing, so
// line numbers stay right.
import { BuildError } from './errors.ts';

const TOKEN = /\{\{\s*([A-Za-z][A-Za-z0-9]*)\s*\}\}/g;

export function substituteTokens(text: string, tokens: Record<string, string>, file: string): string {
  return text.replace(TOKEN, (match, name: string, offset: number) => {
    if (Object.hasOwn(tokens, name)) return tokens[name];
    const line = text.slice(0, offset).split('\n').length;
    throw new BuildError(`Unknown placeholder ${match}.`, { file, line }, `Known placeholders: ${Object.keys(tokens).map((t) => `{{${t}}}`).join(', ')}.`);
  });
}
