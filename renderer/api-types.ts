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
  /** Name of the component (`$ref`) the schema came from: shown beside its type as a hint. */
  ref?: string;
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
  /**
   * A component's structure left to a file shared by every page that uses it
   * (cli/plugins/api/shared-levels.ts), loaded when its level is opened: its
   * URL, and how many properties it has (the toggle says).
   */
  shared?: { url: string; count: number; key?: string };
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
  /** Serialisation, when the schema says (`form`, `simple`, `deepObject`, …). */
  style?: string;
  explode?: boolean;
}
export interface NamedExample {
  name: string;
  summary?: string;
  /** The `error` (or `message`) string of the example's value, when it has one. */
  message?: string;
  /** The example's `description` (on error responses: what to do about it). */
  descriptionHtml?: string;
  /** The example's value, highlighted. */
  html?: string;
}
/** One error an operation may answer with, by name, and what to do about it. */
export interface ErrorCodeView {
  status: string;
  /** The response's anchor. */
  anchor: string;
  /** The named example (the error code), or the status title when the response names none. */
  code: string;
  message?: string;
  /** The schema's advice, else general advice for the status. */
  remedyHtml: string;
}
export interface ContentView {
  mediaType: string;
  schema?: SchemaNode;
  exampleHtml?: string;
  exampleSynthesised: boolean;
  /** The example is the body of the page's code samples (shown there, not again). */
  exampleInSamples?: boolean;
  /** The media type's named `examples`, each selectable (the first is also exampleHtml); on error responses the names are the error codes. */
  examples?: NamedExample[];
}
export interface LinkView {
  name: string;
  anchor: string;
  descriptionHtml: string;
  /** The operation the link leads to, when it is one of this reference's pages. */
  target?: { label: string; href: string };
  /** `operationId` or `operationRef` as written, when it names no page. */
  operation?: string;
  parameters: { name: string; value: string }[];
  requestBody?: string;
}
export interface ResponseView {
  status: string;
  anchor: string;
  title: string;
  descriptionHtml: string;
  headers: ParamView[];
  contents: ContentView[];
  links: LinkView[];
}
export interface ServerView {
  url: string;
  descriptionHtml: string;
  variables: { name: string; default: string; enum?: string[]; descriptionHtml: string }[];
}
export interface SecurityView {
  name: string;
  label: string;
  descriptionHtml: string;
}
/** Request-signing headers, shown once per page instead of as rows of the header table. */
export interface SigningView {
  /** Whether the operation requires a signature (else signing is optional). */
  required: boolean;
  /** The headers; each keeps its parameter anchor. Without a guide to link to, each carries its description. */
  headers: { name: string; anchor: string; required: boolean; descriptionHtml?: string }[];
  /** The guide that explains signing, when the schema names one. */
  guide?: string;
  /** One line: what to send, with a link to the guide (the Markdown twin's wording; the page builds the same line with anchored names). */
  descriptionHtml: string;
}
/** Schema levels the page leaves out (cli/plugins/api/schema-levels.ts): the browser loads them from `url` when opened. */
export interface SchemaLevelsView {
  /** The JSON file of the deferred structures (`{ fragments: { anchor: html }, ids: { id: anchor } }`), under the base URL; none when the page's only deferred levels are shared ones (SchemaNode's `shared`). */
  url?: string;
  /** Anchors of the nodes whose structure is in the file. */
  anchors: string[];
  /** The depth each one's structure is drawn at (SchemaView's Body), in the order of `anchors`. */
  depths: number[];
  /** The page's Markdown twin, which lists every level (what a reader without JavaScript can open). */
  twinHref: string;
}

export interface OperationView {
  /** An API operation, a webhook the API sends, or a callback an operation registers. */
  kind: 'operation' | 'webhook' | 'callback';
  /** Deeper schema levels left to a file, on pages whose schemas are too large to draw whole. */
  schemaLevels?: SchemaLevelsView;
  operationId: string;
  method: string;
  path: string;
  summary: string;
  tag: string;
  descriptionHtml: string;
  deprecated: boolean;
  serverUrl: string;
  /** The servers this operation is sent to, when worth listing (several, variables, or its own). */
  servers: ServerView[];
  security: SecurityView[][];
  parameters: { in: string; title: string; anchor: string; items: ParamView[] }[];
  /** The request-signing headers (left out of `parameters`). */
  signing?: SigningView;
  requestBody?: { required: boolean; descriptionHtml: string; contents: ContentView[] };
  responses: ResponseView[];
  /** Error responses by code (every named example of a 4xx/5xx/default response). */
  errors: ErrorCodeView[];
  /** Code samples: the schema's own, then the first request mode's in eight languages. */
  samples: SampleView[];
  /** Several ways to send the request (a multipart upload, JSON bodies with a URL or base64 data, …), each in eight languages. */
  sampleModes?: { id: string; label: string; samples: SampleView[] }[];
  /** The requests the samples show, one per mode (the console and the sample tests reuse them). */
  requests: { id: string; label: string; request: SampleRequest }[];
  /** Absent for webhooks and callbacks (the API sends those; there is nothing to try). */
  tryItHref?: string;
  /** Webhooks and callbacks: their name. */
  name?: string;
  /** Callbacks: the operation that registers them. */
  parent?: { label: string; href: string; method: string };
  /** Operations: their callbacks' pages. */
  callbacks: { name: string; method: string; path: string; href: string }[];
}
/** A code sample, highlighted; `lazy`: left out of the page (html empty), written in the browser from its mode's request when its tab is shown. */
export interface SampleView {
  id: string;
  label: string;
  language: string;
  html: string;
  lazy?: true;
}

export interface GroupView {
  /** `webhooks`: the index of webhook pages. */
  kind?: 'webhooks';
  tag: string;
  descriptionHtml: string;
  operations: { method: string; path: string; summary: string; href: string; deprecated?: boolean }[];
}
export interface ApiInfoView {
  title: string;
  version: string;
  descriptionHtml: string;
  serverUrl: string;
  servers: ServerView[];
  securitySchemes: SecurityView[];
  groups: { tag: string; href?: string; count: number }[];
  typesHref: string;
  schemaHref: string;
}
/** A request as data: what every language's sample is generated from. */
export interface SampleRequest {
  method: string;
  /** Full URL including the query string. */
  url: string;
  headers: [string, string][];
  /**
   * A JSON body (`mediaType`: application/json unless given), a multipart form of one file plus
   * fields (a list field repeated once per item; `fileField` null: no file part; the file is
   * read from `fileName`, receipt.jpg unless given), or another body sent as text.
   */
  body?:
    | { kind: 'json'; value: unknown; mediaType?: string }
    | { kind: 'multipart'; fileField: string | null; fileName?: string; fields: [string, string][] }
    | { kind: 'text'; mediaType: string; text: string };
}
/** One parameter of the console's form. */
export interface ConsoleParam {
  name: string;
  in: string;
  required: boolean;
  /** The schema's type (`string`, `integer`, `number`, `boolean`, `array`, `object`). */
  type?: string;
  format?: string;
  /** Allowed values, as text (a select). */
  enum?: string[];
  default?: string;
  example?: string;
  /** An `array` parameter: the items' type and enum. */
  items?: { type?: string; enum?: string[] };
  /** One plain line (the first paragraph of the schema's Markdown). */
  description?: string;
  /** Numbers: the bounds a number input enforces. */
  minimum?: number;
  maximum?: number;
}
/** One form field of a multipart body. */
export interface ConsoleField {
  name: string;
  required: boolean;
  /** The file part. */
  file?: boolean;
  type?: string;
  enum?: string[];
  /** Example value(s): a list field is sent once per item. */
  values?: string[];
  /** One plain line (the first paragraph of the schema's Markdown). */
  description?: string;
  /** The schema's default, as text (what the API assumes when the field is not sent). */
  default?: string;
  minimum?: number;
  maximum?: number;
}
export interface ConsoleBody {
  mediaType: string;
  /** JSON bodies: the example, pretty-printed. */
  example?: string;
  /** The body's JSON schema, with local `$ref`s inlined (a recursive one is left as a note). */
  schema?: unknown;
  /** Multipart bodies: the form's fields (the file part first). */
  fields?: ConsoleField[];
}
/** Everything the console needs for one operation (one hashed JSON file per operation, loaded when it is opened). */
export interface ConsoleOperationData {
  operationId: string;
  method: string;
  path: string;
  summary: string;
  tag: string;
  /** The reference page's route. */
  href: string;
  /** Where requests go by default: the operation's server, else its path's, else the document's, else the config's `apiBaseUrl`. */
  server: string;
  /** The servers to choose from, when the schema lists several (the first is `server`). */
  servers?: string[];
  parameters: ConsoleParam[];
  body?: { required: boolean; contents: ConsoleBody[] };
  /** Alternatives (any one), each a list of schemes sent together; `placeholder`: what code samples put in the header. */
  security: { name: string; label: string; header?: string; placeholder?: string }[][];
}
/** The console's index: one entry per operation, with the URL of its data. */
export interface ConsoleIndexEntry {
  operationId: string;
  summary: string;
  method: string;
  path: string;
  tag: string;
  href: string;
  /** Where its data is, relative to the index: a pack of its group's operations and, after `#`, its operationId (URL-encoded). */
  data: string;
}
