// The highlight.js grammars of the request samples' languages, one module for
// the build's highlighter (cli/mdx/highlight.ts) and the browser's
// (client/samples.ts): a sample the browser writes is highlighted exactly as
// the build highlights the first one (lowlight carries its own, older, copy
// of these grammars, which the build's highlighter replaces with these).
import bash from 'highlight.js/lib/languages/bash';
import csharp from 'highlight.js/lib/languages/csharp';
import go from 'highlight.js/lib/languages/go';
import java from 'highlight.js/lib/languages/java';
import javascript from 'highlight.js/lib/languages/javascript';
import php from 'highlight.js/lib/languages/php';
import python from 'highlight.js/lib/languages/python';
import ruby from 'highlight.js/lib/languages/ruby';
// JavaScript's grammar hands markup (JSX) to xml's.
import xml from 'highlight.js/lib/languages/xml';

export const SAMPLE_GRAMMARS = { bash, csharp, go, java, javascript, php, python, ruby, xml };
