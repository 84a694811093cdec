// The static plugin: everything in the site's `static/` folder is copied to
// the output root as is (`static/img/logo.png` → `/img/logo.png`), the way
// static-site generators conventionally do.
import { readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import type { BuildContext, Output, Plugin } from '../../plugin-api.ts';
import { staticFiles } from './files.ts';

export class StaticPlugin implements Plugin {
  readonly name = 'static';

  async finish(ctx: BuildContext, out: Output): Promise<void> {
    const dir = join(ctx.config.rootDir, 'static');
    if (!statSync(dir, { throwIfNoEntry: false })?.isDirectory()) return;
    // Symbolic links are followed only inside the site folder (see files.ts).
    for (const file of staticFiles(dir, ctx.config.rootDir, ctx.log)) await out.write(file.path, readFileSync(file.source));
  }
}
