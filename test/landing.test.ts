// A landing page (front matter `layout: landing`): built from its front matter
// and the site. Without `areas`, a card per navbar link (a sidebar's card counts
// its pages, described by its page); the content sits beside the tasks; a
// mistake in the front matter stops the build at its line.
import { after, before, describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { copyFixture, edit, read, runDocs } from './helpers.ts';

const LANDING = `---
title: Welcome to {{productName}}
description: The home page of the runtime fixture.
layout: landing
hero:
  actions:
    - label: Start here
      to: /guides/long/
    - label: Status
      to: https://status.acme.example/
tasks:
  items:
    - label: Read the plain page
      to: /guides/plain/
      description: It is short.
---

## Quick start

1. Open the [long guide](/guides/long/).
2. Read [the second one](/guides/second/).
`;

describe('landing pages', () => {
  let site: string;
  let html: string;
  before(() => {
    site = copyFixture('runtime');
    writeFileSync(join(site, 'content/index.mdx'), LANDING);
    const r = runDocs(['build', '--offline'], site);
    assert.equal(r.code, 0, r.stdout + r.stderr);
    html = read(join(site, 'out/index.html'));
  });
  after(() => rmSync(site, { recursive: true, force: true }));

  it('has a hero with the title, the description as tagline and the buttons, and no table of contents', () => {
    assert.match(html, /data-kind="landing"/);
    assert.equal(html.match(/<h1/g)?.length, 1);
    assert.match(html, /<header class="landing__hero"><h1 class="landing__title">Welcome to Acme<\/h1><p class="landing__tagline">The home page of the runtime fixture\.<\/p>/);
    assert.match(html, /<a class="landing__action" href="\/guides\/long\/">Start here<\/a>/);
    assert.match(html, /<a class="landing__action landing__action--secondary" href="https:\/\/status\.acme\.example\/" target="_blank" rel="noopener noreferrer">Status<span class="sr-only"> \(opens in new tab\)<\/span>/);
    assert.doesNotMatch(html, /toc--mobile|toc--desktop|pagination-nav/);
    // The header buttons (Copy page) come after the content, so the title is first on a phone.
    assert.ok(html.indexOf('class="doc__actions"') > html.indexOf('landing__tasks'));
  });

  it('makes a card of each navbar link, described by its page, a sidebar counting its pages', () => {
    const cards = [...html.matchAll(/<a class="landing__card" href="([^"]+)"><span class="landing__card-title">([^<]+)<\/span>(?:<span class="landing__card-text">([^<]*)<\/span>)?(?:<span class="landing__card-meta">([^<]*)<\/span>)?/g)].map((m) => m.slice(1));
    const byLabel = Object.fromEntries(cards.map(([href, label, text, meta]) => [label, { href, text, meta }]));
    assert.deepEqual(Object.keys(byLabel), ['Guides', 'Reference', 'Plain page', 'First extra', 'Second extra']);
    assert.match(byLabel.Guides.meta ?? '', /^\d+ pages$/);
    assert.equal(byLabel['Plain page'].href, '/guides/plain/');
    assert.equal(byLabel['Plain page'].meta, undefined);
    // No card for an external link (Status) or the page itself.
    assert.doesNotMatch(html, /landing__card" href="https:/);
  });

  it('puts the content beside the popular tasks', () => {
    assert.match(html, /<div class="landing__columns"><div class="landing__body"><h2 id="quick-start"[^>]*>Quick start/);
    assert.match(html, /<h2 id="landing-tasks" class="landing__heading">Popular tasks<\/h2><ul class="landing__task-list"><li><a class="landing__task" href="\/guides\/plain\/">Read the plain page<\/a><span class="landing__task-text">It is short\.<\/span>/);
  });

  it('stops the build on a malformed landing front matter, naming its line, and on a broken link in it', () => {
    edit(join(site, 'content/index.mdx'), (t) => t.replace('    - label: Read the plain page\n      to: /guides/plain/', '    - label: Read the plain page\n      to: guides/plain'));
    let r = runDocs(['build', '--offline'], site);
    assert.notEqual(r.code, 0);
    assert.match(r.stderr, /content\/index\.mdx:\d+: Invalid front matter: `items` must be a list of links, each with `to`: a route/);
    assert.doesNotMatch(r.stderr, /\n\s+at /, 'no stack trace');
    edit(join(site, 'content/index.mdx'), (t) => t.replace('to: guides/plain', 'to: /guides/nowhere/'));
    r = runDocs(['build', '--offline'], site);
    assert.notEqual(r.code, 0);
    assert.match(r.stderr, /\/guides\/nowhere\//);
  });
});
