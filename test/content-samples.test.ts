// The content check for code samples in Java, Kotlin, Swift, PHP, Ruby, C#, Go
// and Dart (test/sample-check.ts): every sample of every guide and partial
// parses in its language, and the names it calls, constructs or reaches into
// are imported or defined. A problem names the file and line.
import { before, describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { visit } from 'unist-util-visit';
import { at, loadPages, type Page } from './content-pages.ts';
import { loadSampleChecker, SAMPLE_LANGUAGES, type SampleChecker, type SampleLanguage } from './sample-check.ts';

describe('SDK code samples in the guides', () => {
  let all: Page[];
  let check: SampleChecker;
  before(async () => {
    const loaded = await loadPages();
    all = [...loaded.pages, ...loaded.partials];
    const { name, slug } = loaded.config.product;
    check = await loadSampleChecker({
      isSdkImport: (path) => path.toLowerCase().includes(slug.toLowerCase()) || path.includes(name),
      sdkName: new RegExp(`^(Lens|${name})`),
    });
  });

  it('rejects a sample that does not parse, or that uses a name it never imports, and names the line', async () => {
    const cases: [SampleLanguage, string, number, RegExp][] = [
      ['java', 'import a.b.Client;\nclass A { void f() { new Client(; } }\n', 2, /syntax/],
      ['java', 'import java.nio.file.Path;\n\nvar client = ClientFactory.createClient("id");\n', 3, /ClientFactory is used, but the sample neither imports nor defines it/],
      ['kotlin', 'fun main() {\n    val c = ClientFactory.createClient("a")\n}\n', 2, /ClientFactory/],
      ['kotlin', 'fun main() {\n    val s = LensSettings(documentType = "receipt")\n}\n', 2, /LensSettings is used, but the sample does not import the SDK/],
      ['kotlin', 'fun main() {\n    val x = listOf(1, 2\n}\n', 2, /syntax/],
      ['swift', 'import Foundation\nlet client = Client(id: "a")\n', 2, /Client/],
      ['swift', 'let x = [1, 2\n', 1, /syntax/],
      ['dart', "import 'package:flutter/material.dart';\n\nfinal s = LensSettings(documentType: 'receipt');\n", 3, /LensSettings is used, but the sample does not import the SDK/],
      ['dart', "void main() {\n  final x = ;\n}\n", 2, /syntax/],
      ['php', "<?php\nrequire 'vendor/autoload.php';\n$c = new Client('a');\n", 3, /Client/],
      ['ruby', 'require "acme"\nclient = Client.new(a: 1)\n', 2, /Client/],
      ['ruby', 'puts(1\n', 1, /Ruby syntax/],
      ['csharp', 'using System;\n\nvar c = new ApiClient("a");\n', 3, /ApiClient/],
      ['go', 'package main\n\nfunc main() {\n\tc := sdk.NewClient()\n\t_ = c\n}\n', 4, /sdk is neither declared in the sample nor an imported package/],
    ];
    for (const [lang, code, line, message] of cases) {
      const found = check(lang, code);
      assert.equal(found[0]?.line, line, `${lang}: ${JSON.stringify(found)} for\n${code}`);
      assert.match(found[0].message, message);
    }
    const good: [SampleLanguage, string][] = [
      ['java', 'import com.acme.ClientFactory;\n\nvar client = ClientFactory.createClient(System.getenv("A"));\n'],
      ['kotlin', 'import com.acme.lens.*\n\nfun f() = LensSettings(documentType = "receipt")\n'],
      ['swift', 'import AcmeLens\n\nlet s = LensSettings(documentType: .receipt)\n'],
      ['dart', "import 'package:acme_lens/lens.dart';\n\nawait Lens.configure(LensSettings(documentType: 'receipt'));\n"],
      ['php', "<?php\nuse Acme\\Api\\Client;\n$c = new Client('a');\n"],
      ['ruby', 'require "acme"\nclient = Acme::Client.new(a: ENV.fetch("A"))\n'],
      ['csharp', 'using Acme.Api;\n\nvar c = new ApiClient(Environment.GetEnvironmentVariable("A"));\n'],
      ['go', 'package main\n\nimport (\n\t"os"\n\tsdk "acme.example/acme-go"\n)\n\nfunc main() {\n\tc, _ := sdk.NewClient(os.Getenv("A"))\n\t_ = c.ID\n}\n'],
    ];
    const acme = await loadSampleChecker({ isSdkImport: (p) => /acme/i.test(p), sdkName: /^(Lens|Acme)/ });
    for (const [lang, code] of good) assert.deepEqual(acme(lang, code), [], `${lang}:\n${code}`);
  });

  it('has samples that parse and use only names they import or define', () => {
    const problems: string[] = [];
    let count = 0;
    for (const page of all) {
      visit(page.tree, 'code', (node: any) => {
        const lang = SAMPLE_LANGUAGES[String(node.lang ?? '').toLowerCase()];
        if (!lang) return;
        count++;
        for (const p of check(lang, node.value)) problems.push(`${at(page, node.position.start.line + p.line)}: ${lang}: ${p.message}`);
      });
    }
    assert.ok(count > 100, `${count} samples checked`);
    assert.deepEqual(problems, [], `SDK samples:\n${problems.join('\n')}`);
  });
});
