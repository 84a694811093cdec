// The API reference's jobs: an operation, group or info page's content from
// its view — with its Markdown twin and search parts, made from the same view
// on the same thread — and a twin alone (for a page whose file stands).
import { createElement } from 'react';
import { renderToString } from 'react-dom/server';
import type { ApiInfoView, GroupView, OperationView } from '../../../renderer/api-types.ts';
import type { Rendered } from '../../plugin-api.ts';
import { serverOf } from '../../render-job.ts';
import type { JobEnv } from '../../workers/run.ts';
import { operationParts } from './search-parts.ts';
import { readView, type ViewRef } from './stored-model.ts';
import { groupMarkdown, infoMarkdown, operationMarkdown, type ApiMarkdownOptions } from './twin.ts';
import { twinView } from './twin-view.ts';


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

const readJsonAt = (ref: ViewRef): unknown => JSON.parse(readView(ref));

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
