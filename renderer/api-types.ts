// View models of the API reference pages: the CLI's API stage produces them
// (descriptions and code already rendered to HTML); the components lay them out.

export interface SchemaNode {
  name?: string;
  anchor: string;
  required?: boolean;
  types: string[];
  format?: string;
  /** Component name the schema came from, or its title. */
  title?: string;
  descriptionHtml?: string;
  enum?: unknown[];
  default?: unknown;
  const?: unknown;
  constraints: string[];
  deprecated?: boolean;
  readOnly?: boolean;
  writeOnly?: boolean;
  properties?: SchemaNode[];
  /** `additionalProperties` / `patternProperties` values, when they are schemas. */
  additional?: SchemaNode;
  items?: SchemaNode;
  variants?: { kind: 'oneOf' | 'anyOf'; options: SchemaNode[]; discriminator?: string };
  /** The schema refers back to an enclosing one: not expanded again. */
  recursiveRef?: { name: string; anchor: string };
  /** Depth limit reached. */
  truncated?: boolean;
  /** The same $ref'd structure is expanded earlier on the page, at this anchor. */
  sameAs?: { name: string; anchor: string };
}

export interface ParamView {
  name: string;
  in: string;
  anchor: string;
  required: boolean;
  deprecated: boolean;
  descriptionHtml: string;
  schema: SchemaNode;
  example?: string;
}
export interface NamedExample {
  name: string;
  summary?: string;
  /** The `error` (or `message`) string of the example's value, when it has one. */
  message?: string;
}
export interface ContentView {
  mediaType: string;
  schema?: SchemaNode;
  exampleHtml?: string;
  exampleSynthesised: boolean;
  /** The media type's named `examples` (only the first is shown as exampleHtml); on error responses the names are the error codes. */
  examples?: NamedExample[];
}
export interface ResponseView {
  status: string;
  anchor: string;
  title: string;
  descriptionHtml: string;
  headers: ParamView[];
  contents: ContentView[];
}
export interface SecurityView {
  name: string;
  label: string;
  descriptionHtml: string;
}
export interface OperationView {
  operationId: string;
  method: string;
  path: string;
  summary: string;
  tag: string;
  descriptionHtml: string;
  deprecated: boolean;
  serverUrl: string;
  security: SecurityView[][];
  parameters: { in: string; title: string; anchor: string; items: ParamView[] }[];
  requestBody?: { required: boolean; descriptionHtml: string; contents: ContentView[] };
  responses: ResponseView[];
  samples: { id: string; label: string; language: string; html: string }[];
  tryItHref: string;
}
export interface GroupView {
  tag: string;
  descriptionHtml: string;
  operations: { method: string; path: string; summary: string; href: string }[];
}
export interface ApiInfoView {
  title: string;
  version: string;
  descriptionHtml: string;
  serverUrl: string;
  securitySchemes: SecurityView[];
  groups: { tag: string; href?: string; count: number }[];
  typesHref: string;
  schemaHref: string;
}
export interface ConsoleOperationView {
  operationId: string;
  method: string;
  path: string;
  summary: string;
  tag: string;
  href: string;
  parameters: { name: string; in: string; required: boolean; example?: string }[];
  bodyExample?: string;
  bodyMediaType?: string;
  /** The request as a curl command (plain text: this page lists every operation, so it stays light). */
  curl: string;
}

