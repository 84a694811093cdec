// How a page's imports become React components: site components rendered as
// islands, theme components by the names a file imports them under, partials
// handed the page's components.
import { createElement, type ComponentType } from 'react';
import { BuildError } from '../../errors.ts';
import type { CompiledMdx } from '../../mdx/compile.ts';

/** Whether a value survives JSON (an island's props are written into the page). */
function isJson(value: unknown): boolean {
  if (value === null || ['string', 'number', 'boolean'].includes(typeof value)) return true;
  if (Array.isArray(value)) return value.every(isJson);
  return typeof value === 'object' && Object.getPrototypeOf(value) === Object.prototype && Object.values(value as object).every(isJson);
}

/** A `'use client'` component: rendered here, inside the element the browser hydrates it in. */
export function islandOf(Component: ComponentType<any>, url: string, exportName: string, where: { file: string; line: number; name: string }) {
  return (props: Record<string, unknown>) => {
    const bad = Object.keys(props).filter((k) => props[k] !== undefined && !isJson(props[k]));
    if (bad.length) {
      throw new BuildError(
        `<${where.name}> is an island ('use client'), so its props go into the page as JSON, but ${bad.map((k) => `\`${k}\``).join(', ')} ${bad.length > 1 ? 'are' : 'is'} not JSON.`,
        { file: where.file, line: where.line },
        'Pass strings, numbers, booleans, arrays and plain objects (no elements or functions, no children but text), or drop the directive to keep the component static.',
      );
    }
    return createElement(
      'div',
      { className: 'site-island', 'data-island': 'site', 'data-island-module': url, 'data-island-export': exportName, 'data-island-props': JSON.stringify(props) },
      createElement(Component, props),
    );
  };
}

/** Theme components by the local names a file imports them under (`themes` has them by module name). */
export const themed = (names: Record<string, string>, themes: Record<string, unknown>) =>
  Object.fromEntries(Object.entries(names).map(([name, source]) => [name, themes[source]]));

/** Whether a page or one of its partials imports `@theme/DocCardList` (its cards are worked out only then). */
export function usesDocCardList(compiled: CompiledMdx, partials: { data: CompiledMdx['data'] }[]): boolean {
  return [compiled.data, ...partials.map((p) => p.data)].some((d) => d.imports.some((i) => i.source === '@theme/DocCardList'));
}

/** Partial components that hand `given` (the page's components) to the partial's content. */
export function withComponents(partials: Record<string, unknown>, given: Record<string, unknown>): Record<string, unknown> {
  return Object.fromEntries(
    Object.entries(partials).map(([name, Partial]) => [
      name,
      (props: Record<string, unknown>) => createElement(Partial as ComponentType<any>, { ...props, components: { ...given, ...(props.components as object) } }),
    ]),
  );
}

