// The jobs a worker thread can run: plain data in, plain data out. The same
// functions run in-process when there is no worker bundle.
import { BuildError } from '../errors.ts';
import type { GuideMarkdownOptions } from '../plugins/llms/html-to-markdown.ts';
import type { CompiledSource } from '../mdx/compile-source.ts';
import type { ApiMarkdownOptions } from '../plugins/llms/api-markdown.ts';
import type { ApiInfoView, GroupView, OperationView } from '../../renderer/api-types.ts';
import type { PageData } from '../../renderer/types.ts';
import type { OffThreadContent, RenderContextData, RenderedOffThread } from './render-job.ts';

export type Job =
  | { type: 'mdx'; body: string; file: string }
  | { type: 'guide-markdown'; html: string; options: GuideMarkdownOptions }
  | { type: 'highlight'; items: { code: string; language: string }[] }
  | { type: 'api-markdown'; options: ApiMarkdownOptions & { title?: string }; operation?: OperationView; group?: GroupView; info?: ApiInfoView }
  | { type: 'render-page'; context: JobContext<RenderContextData>; page: PageData; content: OffThreadContent };

/**
 * Data many jobs share (a build's site data for rendering): the pool sends `data` to a thread
 * with the first job that names `key` there, and strips it from the rest.
 */
export interface JobContext<T> {
  key: string;
  data?: T;
}

interface Results {
  mdx: CompiledSource;
  'guide-markdown': string;
  'api-markdown': string;
  highlight: string[];
  'render-page': RenderedOffThread;
}
export type JobResult<K extends Job['type']> = Results[K];

export type SerializedError = { message: string; place?: BuildError['place']; hint?: string; build: boolean };

export function serializeError(error: unknown): SerializedError {
  if (error instanceof BuildError) return { message: error.message, place: error.place, hint: error.hint, build: true };
  return { message: (error as Error)?.stack ?? String(error), build: false };
}

/** Runs one job; modules load on first use, so a worker pays only for the jobs it gets. */
export async function runJob(job: Job): Promise<unknown> {
  switch (job.type) {
    case 'mdx': {
      const { compileSource } = await import('../mdx/compile-source.ts');
      return compileSource(job.body, job.file);
    }
    case 'guide-markdown': {
      const { guideMarkdown } = await import('../plugins/llms/html-to-markdown.ts');
      return guideMarkdown(job.html, job.options);
    }
    case 'highlight': {
      const { loadHighlighter, renderCompactCodeHtml } = await import('../mdx/highlight.ts');
      await loadHighlighter();
      return job.items.map((item) => renderCompactCodeHtml(item.code, item.language));
    }
    case 'render-page': {
      const { renderOffThread } = await import('./render-job.ts');
      return renderOffThread(job.context, job.page, job.content);
    }
    case 'api-markdown': {
      const { operationMarkdown, groupMarkdown, infoMarkdown } = await import('../plugins/llms/api-markdown.ts');
      if (job.operation) return operationMarkdown(job.operation, job.options);
      if (job.group) return groupMarkdown(job.group, job.options);
      return infoMarkdown(job.info!, job.options);
    }
  }
}
