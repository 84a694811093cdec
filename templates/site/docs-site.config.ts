// The site's configuration. Only `title` and `url` are required: every other
// key has a default (the config reference in the generator's README lists them).
import { defineConfig } from 'docs-site-generator/config';

export default defineConfig({
  title: 'Example API',
  tagline: 'Create, track and complete tasks from your own code.',
  // Where the site is published (canonical links, the sitemap). In CI the
  // workflow sets it from the host (DOCS_SITE_URL, DOCS_BASE_URL).
  url: 'https://docs.example.com',
});
