// The API reference's jobs: an operation, group or info page's content from
// its view — with its Markdown twin and search parts, made from the same view
// on the same thread — and a twin alone (for a page whose file stands).
import { closeSync, openSync, readSync } from 'node:fs';
import { createElement } from 'react';
import { renderToString } from 'react-dom/server';
import type { ApiInfoView, GroupView, OperationView } from '../../../renderer/api-types.ts';
import type { Rendered } from '../../plugin-api.ts';
import { serverOf } from '../../render-job.ts';
import type { JobEnv } from '../../workers/run.ts';
import { operationParts } from './search-parts.ts';
import { groupMarkdown, infoMarkdown, operationMarkdown, type ApiMarkdownOptions } from './twin.ts';
import { twinView } from './twin-view.ts';

/** Where a view's JSON text is in the API model's views file (a worker reads it itself). */
export interface ViewRef {
  file: string;
  offset: number;
  length: number;
}

export type ViewKind = 'operation' | 'group' | 'info';

export interface TwinRequest {
  as: ViewKind;
  options: ApiMarkdownOptions & { title?: string };
}

export interface PageContentInput {
  component: 'OperationPage' | 'GroupPage' | 'ApiInfoPage';
  baseUrl: string;
  /** The view itself, or where to read it. */
  view?: unknown;
  viewFile?: ViewRef;
  twin: TwinRequest;
  /** An operation's search parts (other API pages are searched by their HTML). */
  searchParts: boolean;
}

function readJsonAt(ref: ViewRef): unknown {
  const buffer = Buffer.allocUnsafe(ref.length);
  const fd = openSync(ref.file, 'r');
  try {
    for (let done = 0; done < ref.length; ) {
      const n = readSync(fd, buffer, done, ref.length - done, ref.offset + done);
      if (n === 0) throw new Error(`${ref.file} ends early: remove the cache folder and build again.`);
      done += n;
    }
  } finally {
    closeSync(fd);
  }
  return JSON.parse(buffer.toString('utf8'));
}

/** An API page's Markdown twin from its view. */
export function twinOf(request: TwinRequest, view: unknown): string {
  if (request.as === 'operation') return operationMarkdown(twinView(view as OperationView), request.options);
  if (request.as === 'group') return groupMarkdown(view as GroupView, request.options);
  return infoMarkdown(view as ApiInfoView, request.options);
}

export async function pageContent(input: PageContentInput, env: JobEnv): Promise<Rendered> {
  const server = await serverOf(env);
  const view = input.viewFile ? readJsonAt(input.viewFile) : input.view;
  const contentHtml = renderToString(createElement(server[input.component] as never, { view, baseUrl: input.baseUrl } as never));
  return {
    contentHtml,
    markdown: twinOf(input.twin, view),
    ...(input.searchParts ? { searchParts: operationParts(view as OperationView) } : {}),
  };
}

/** The twin of a page that is not rendered this build (its view posted, or read from the views file). */
export function twin(input: { request: TwinRequest; view?: unknown; viewFile?: ViewRef }): string {
  return twinOf(input.request, input.viewFile ? readJsonAt(input.viewFile) : input.view);
}

export const PAGE_CONTENT = { module: 'api', export: 'pageContent' } as const;
export const TWIN = { module: 'api', export: 'twin' } as const;
