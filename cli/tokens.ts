// `{{token}}` placeholders: how content and the schema name the provider
// (product name, hosts) without hard-coding it. Replaced before parsing, so
// line numbers stay right.
import { PLACEHOLDER_KEYS } from './config/keys.ts';
import { BuildError } from './errors.ts';
import { didYouMean } from './suggest.ts';

const TOKEN = /\{\{\s*([A-Za-z][A-Za-z0-9]*)\s*\}\}/g;

export function substituteTokens(text: string, tokens: Record<string, string>, file: string): string {
  return text.replace(TOKEN, (match, name: string, offset: number) => {
    if (Object.hasOwn(tokens, name)) return tokens[name];
    const line = text.slice(0, offset).split('\n').length;
    if (PLACEHOLDER_KEYS[name]) {
      throw new BuildError(`The placeholder ${match} has no value: the config does not set \`${PLACEHOLDER_KEYS[name]}\`.`, { file, line }, `Set \`${PLACEHOLDER_KEYS[name]}\` in the config, or write the value here.`);
    }
    const known = Object.keys(tokens).map((t) => `{{${t}}}`).join(', ');
    const suggestion = didYouMean(name, Object.keys(tokens), (t) => `{{${t}}}`);
    throw new BuildError(`Unknown placeholder ${match}.`, { file, line }, `${suggestion ? suggestion + ' ' : ''}Known placeholders: ${known}; add your own under \`placeholders\` in the config.`);
  });
}
