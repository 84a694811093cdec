// GitHub Actions workflow commands: `::error file=…,line=…,col=…::message`
// puts a problem on the pull request's diff, at its line.
// https://docs.github.com/actions/reference/workflow-commands-for-github-actions
import { isAbsolute, relative } from 'node:path';
import type { Problem } from './index.ts';

const escapeData = (s: string) => s.replace(/%/g, '%25').replace(/\r/g, '%0D').replace(/\n/g, '%0A');
const escapeProperty = (s: string) => escapeData(s).replace(/:/g, '%3A').replace(/,/g, '%2C');

/** The workflow command for a problem; its file relative to the repository (GITHUB_WORKSPACE), else to `cwd`. */
export function annotation(kind: 'error' | 'warning', problem: Problem, env: NodeJS.ProcessEnv, cwd: string): string {
  const properties: string[] = [];
  if (problem.file && !/^[a-z][a-z0-9+.-]*:\/\//i.test(problem.file)) {
    const base = env.GITHUB_WORKSPACE || cwd;
    const file = isAbsolute(problem.file) ? relative(base, problem.file) : problem.file;
    properties.push(`file=${escapeProperty(file.split('\\').join('/'))}`);
    if (problem.line) properties.push(`line=${problem.line}`);
    if (problem.line && problem.column) properties.push(`col=${problem.column}`);
  }
  if (problem.rule) properties.push(`title=${escapeProperty(problem.rule)}`);
  const message = problem.hint ? `${problem.message}\n${problem.hint}` : problem.message;
  return `::${kind}${properties.length ? ' ' + properties.join(',') : ''}::${escapeData(message)}`;
}
