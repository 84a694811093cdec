// Navbar item types are a registry: a site adds its own type as one module
// (test/fixtures/navbar-custom/navbar/release-badge.tsx), validated by the
// config loader from the same registry the renderer uses.
import { after, before, describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { rmSync } from 'node:fs';
import { join } from 'node:path';
import { copyFixture, edit, read, runDocs } from './helpers.ts';

describe('a navbar item type registered by the site', () => {
  let site: string;
  before(() => {
    site = copyFixture('navbar-custom');
  });
  after(() => rmSync(site, { recursive: true, force: true }));

  it('renders in the navbar and in the mobile drawer', () => {
    const r = runDocs(['build'], site);
    assert.equal(r.code, 0, r.stderr);
    const html = read(join(site, 'out/index.html'));
    assert.match(html, /<a class="navbar__item navbar__link release-badge" href="\/releases\/">Release v8<\/a>/);
    assert.match(html, /<li><a class="menu__link" href="\/releases\/">Release notes \(v8\)<\/a><\/li>/);
  });

  it("is validated by its own module, naming the key", () => {
    edit(join(site, 'docs-site.config.ts'), (s) => s.replace("release: 'v8'", "release: 'eight'"));
    const r = runDocs(['build'], site);
    assert.equal(r.code, 1);
    assert.match(r.stderr, /docs-site\.config\.ts:\d+: Invalid config: `navbar\.items\[1\]\.release` must be a release like "v8", got "eight"\./);
    edit(join(site, 'docs-site.config.ts'), (s) => s.replace("release: 'eight'", "release: 'v8'"));
  });

  it('rejects an unknown type, listing the registered ones', () => {
    edit(join(site, 'docs-site.config.ts'), (s) => s.replace("type: 'releaseBadge'", "type: 'releaseBadges'"));
    const r = runDocs(['build'], site);
    assert.equal(r.code, 1);
    assert.match(r.stderr, /No navbar item component found for type "releaseBadges"/);
    assert.match(r.stderr, /must be one of default, dropdown, docSidebar, doc, docsVersionDropdown, localeDropdown, search, login, html, releaseBadge/);
  });
});
