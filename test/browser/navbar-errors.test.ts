// Navbar configuration errors fail the build with the expected messages:
// an unknown item type, a docSidebar item whose sidebar has nothing to link
// to, and an item that fails to render (named with its config).
import { after, before, describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { copyFixture, runDocs } from '../helpers.ts';

describe('navbar configuration errors', () => {
  let site: string;
  before(() => {
    site = copyFixture('runtime');
  });
  after(() => rmSync(site, { recursive: true, force: true }));

  function build(change: string) {
    const file = join(site, 'broken.config.ts');
    writeFileSync(file, `import base from './docs-site.config.ts';\nconst config: any = { ...base };\n${change}\nexport default config;\n`);
    return runDocs(['build', '-c', file, '-o', join(site, 'out-broken')], site);
  }

  it('rejects an unknown navbar item type', () => {
    const r = build(`config.navbar = { ...base.navbar, items: [...base.navbar.items, { type: 'weather', position: 'right' }] };`);
    assert.equal(r.code, 1, r.stdout + r.stderr);
    assert.match(r.stderr, /No navbar item component found for type "weather"\./);
  });

  it('fails when a docSidebar item’s sidebar has nothing to link to', () => {
    const r = build(`config.sidebars = { ...base.sidebars, empty: [] };\nconfig.navbar = { ...base.navbar, items: [...base.navbar.items, { type: 'docSidebar', sidebarId: 'empty', label: 'Empty' }] };`);
    assert.equal(r.code, 1, r.stdout + r.stderr);
    assert.match(r.stderr, /DocSidebarNavbarItem: Sidebar with ID "empty" doesn't have anything to be linked to\./);
  });

  it('names the config of a navbar item that fails to render', () => {
    const r = build(`config.navbar = { ...base.navbar, items: [...base.navbar.items, { type: 'doc', docId: 'no/such/doc', label: 'Broken item' }] };`);
    assert.equal(r.code, 1, r.stdout + r.stderr);
    assert.match(r.stderr, /A navbar item failed to render: Couldn't find any doc with id "no\/such\/doc"\./);
    assert.match(r.stderr, /Please double-check the following navbar item \(navbar\.items\) of your config:/);
    assert.match(r.stderr, /"docId": "no\/such\/doc",\s*"label": "Broken item"/);
  });
});
