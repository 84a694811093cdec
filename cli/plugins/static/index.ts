// The static plugin: everything in the site's `static/` folder is copied to
// the output root as is (`static/img/logo.png` → `/img/logo.png`), the way
// static-site generators conventionally do.
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join, relative, sep } from 'node:path';
import type { BuildContext, Output, Plugin } from '../../plugin-api.ts';

export class StaticPlugin implements Plugin {
  readonly name = 'static';

  async finish(ctx: BuildContext, out: Output): Promise<void> {
    const dir = join(ctx.config.rootDir, 'static');
    if (!statSync(dir, { throwIfNoEntry: false })?.isDirectory()) return;
    for (const name of (readdirSync(dir, { recursive: true }) as string[]).sort()) {
      const file = join(dir, name);
      if (!statSync(file).isFile()) continue;
      await out.write(relative(dir, file).split(sep).join('/'), readFileSync(file));
    }
  }
}
