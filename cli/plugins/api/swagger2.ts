// Swagger 2.0 → OpenAPI 3.0, so a provider's older document builds like any
// other (https://spec.openapis.org/oas/v2.0 and v3.0.4). The document is
// converted in place: its own keys keep their order, what 3.0 adds comes after
// them (`openapi`, `servers`, `components`; an operation's `requestBody`; a
// response's `content`).
//
//   host + basePath + schemes      → servers
//   definitions                    → components.schemas (#/definitions/… refs follow)
//   parameters (top level)         → components.parameters, or .requestBodies for body/formData
//   responses (top level)          → components.responses
//   securityDefinitions            → components.securitySchemes (basic → http, oauth2 flows)
//   body / formData parameters     → requestBody (consumes → media types; formData → an object schema)
//   other parameters               → a schema (type, format, items, …), collectionFormat → style/explode
//   response schema / examples     → content (produces → media types)
//   type: file                     → type: string, format: binary
//   discriminator: "name"          → discriminator: { propertyName }; x-nullable → nullable

type Obj = Record<string, any>;

const JSON_TYPE = 'application/json';
const METHODS = ['get', 'put', 'post', 'delete', 'options', 'head', 'patch'];
const isObj = (v: unknown): v is Obj => typeof v === 'object' && v !== null;
const nonEmpty = (v: unknown): v is Obj => isObj(v) && !Array.isArray(v) && Object.keys(v).length > 0;

/** Parameter (or header, or items) keys that are a schema's in 3.0, in the order the schema gets them. */
const SCHEMA_KEYS = ['type', 'format', 'default', 'items', 'maximum', 'exclusiveMaximum', 'minimum', 'exclusiveMinimum', 'maxLength', 'minLength', 'pattern', 'maxItems', 'minItems', 'uniqueItems', 'enum', 'multipleOf', 'x-nullable'];

/** collectionFormat → style and explode, by where the parameter goes (tsv has no 3.0 form). */
const QUERY_STYLES: Record<string, Obj> = {
  csv: { style: 'form', explode: false },
  ssv: { style: 'spaceDelimited', explode: false },
  pipes: { style: 'pipeDelimited', explode: false },
  multi: { style: 'form', explode: true },
};
const SIMPLE_STYLES: Record<string, Obj> = { csv: { style: 'simple', explode: false } };

/** Keys whose value is data, not a schema (a `type: file` in an example stays as written). */
const DATA_KEYS = new Set(['example', 'examples', 'default', 'enum', 'const', 'x-example', 'x-examples']);
/** Keys whose value maps names to objects (a member named `default` is a name, not data). */
const NAME_MAPS = new Set(['properties', 'patternProperties', 'definitions', 'parameters', 'responses', 'headers', 'paths', 'securityDefinitions', 'schemas', 'requestBodies']);

/** Copies `value` with `visit` applied to every object (children first), knowing whether it lies inside data. */
function mapObjects(value: unknown, visit: (o: Obj, inData: boolean) => Obj, inData = false, inNameMap = false): unknown {
  if (Array.isArray(value)) return value.map((item) => (isObj(item) ? mapObjects(item, visit, inData) : item));
  if (!isObj(value)) return value;
  const copy: Obj = {};
  for (const [key, child] of Object.entries(value)) {
    const data = inData || (!inNameMap && DATA_KEYS.has(key));
    copy[key] = mapObjects(child, visit, data, !inNameMap && NAME_MAPS.has(key));
  }
  return visit(copy, inData);
}

function rewriteRefs(doc: Obj, rewrite: (ref: string) => string): Obj {
  return mapObjects(doc, (o) => {
    if (typeof o.$ref === 'string') o.$ref = rewrite(o.$ref);
    return o;
  }) as Obj;
}

/** Discriminator and nullability in their 3.0 forms, through the schema's subschemas. */
function fixSchema(schema: unknown): void {
  if (!isObj(schema)) return;
  if (typeof schema.discriminator === 'string') {
    const propertyName = schema.discriminator;
    schema.discriminator = { propertyName };
    // 2.0 requires the discriminating property.
    if (schema.required === undefined) schema.required = [propertyName];
    else if (Array.isArray(schema.required) && !schema.required.includes(propertyName)) schema.required.push(propertyName);
  }
  if (typeof schema['x-nullable'] === 'boolean') {
    if (schema['x-nullable']) schema.nullable = true;
    delete schema['x-nullable'];
  }
  if (isObj(schema.properties)) Object.values(schema.properties).forEach(fixSchema);
  fixSchema(schema.items);
  fixSchema(schema.additionalProperties);
  if (Array.isArray(schema.allOf)) schema.allOf.forEach(fixSchema);
}

/**
 * Subtypes that name their discriminator value (`x-discriminator-value`, or Azure's
 * `x-ms-discriminator-value`) become entries of their parent's discriminator mapping.
 */
function discriminatorMappings(definitions: Obj): void {
  for (const [name, schema] of Object.entries(definitions)) {
    if (!isObj(schema)) continue;
    const values = [schema['x-ms-discriminator-value'], schema['x-discriminator-value']].filter((v): v is string => typeof v === 'string');
    if (!values.length || !Array.isArray(schema.allOf)) continue;
    for (const member of schema.allOf) {
      const parentName = typeof member?.$ref === 'string' && member.$ref.startsWith('#/definitions/') ? decodeURIComponent(member.$ref.slice(14)).replace(/~1/g, '/').replace(/~0/g, '~') : undefined;
      const parent = parentName !== undefined && Object.hasOwn(definitions, parentName) ? definitions[parentName] : undefined;
      if (!isObj(parent?.discriminator)) continue;
      const ref = `#/components/schemas/${encodeURIComponent(name.replace(/~/g, '~0').replace(/\//g, '~1'))}`;
      parent.discriminator.mapping = { ...Object.fromEntries(values.map((v) => [v, ref])), ...parent.discriminator.mapping };
    }
  }
}

/** Moves the schema keys of a 2.0 parameter, header or items object into a schema of their own. */
function takeSchema(from: Obj): Obj {
  const schema: Obj = {};
  for (const key of SCHEMA_KEYS) {
    if (!Object.hasOwn(from, key)) continue;
    schema[key] = from[key];
    delete from[key];
  }
  fixSchema(schema);
  return schema;
}

/** An example object: `value` or `externalValue`, and nothing but an example's fields. */
const isExampleObject = (v: unknown) => isObj(v) && ('value' in v || 'externalValue' in v) && Object.keys(v).every((k) => ['summary', 'description', 'value', 'externalValue'].includes(k));
const asExample = (v: unknown) => (isExampleObject(v) ? v : { value: v });
/** A key of an `examples` map that names a media type rather than an example. */
const isMediaType = (key: string, declared: string[]) => declared.includes(key) || /^(\*|application|audio|example|font|haptics|image|message|model|multipart|text|video)\/[a-zA-Z0-9*+.-]+$/.test(key);

function takeExtensions(o: Obj): { example: unknown; examples: unknown } {
  const found = { example: o['x-example'], examples: o['x-examples'] };
  delete o['x-example'];
  delete o['x-examples'];
  return found;
}

function convertParameter(p: Obj): Obj {
  if (typeof p.$ref === 'string') return { $ref: p.$ref };
  const styles = p.in === 'query' ? QUERY_STYLES : p.in === 'path' || p.in === 'header' ? SIMPLE_STYLES : {};
  const style = p.type === 'array' ? (styles[p.collectionFormat ?? 'csv'] ?? {}) : {};
  const schema = takeSchema(p);
  const { example, examples } = takeExtensions(p);
  if (nonEmpty(example)) p.examples = Object.fromEntries(Object.entries(example).map(([k, v]) => [k, { value: v }]));
  else if (nonEmpty(examples)) p.examples = Object.fromEntries(Object.entries(examples).map(([k, v]) => [k, asExample(v)]));
  else if (example !== undefined && !isObj(example)) p.example = example; // `x-example: 42`
  delete p.collectionFormat;
  return { schema, ...style, ...p };
}

function convertHeader(h: Obj): Obj {
  if (typeof h.$ref === 'string') return { $ref: h.$ref };
  const schema = takeSchema(h);
  const { example, examples } = takeExtensions(h);
  const named = nonEmpty(examples) ? Object.fromEntries(Object.entries(examples).map(([k, v]) => [k, asExample(v)])) : undefined;
  return { ...h, schema, ...(named ? { examples: named } : example !== undefined ? { example } : {}) };
}

function bodyToRequestBody(param: Obj, consumes: string[]): Obj {
  const { example, examples } = takeExtensions(param);
  delete param.name;
  delete param.in;
  const { schema, ...rest } = param;
  fixSchema(schema);
  const body: Obj = { content: {}, ...rest };
  for (const type of consumes) {
    const media: Obj = (body.content[type] = { schema });
    if (nonEmpty(examples) && type in examples) {
      const forType = examples[type];
      if (nonEmpty(forType) && Object.values(forType).every(isExampleObject)) media.examples = forType;
      else if (nonEmpty(forType) && Object.values(forType).every((v) => isObj(v) && !Array.isArray(v))) media.examples = Object.fromEntries(Object.entries(forType).map(([k, v]) => [k, asExample(v)]));
      else media.examples = { default: asExample(forType) };
    } else if (nonEmpty(examples)) {
      const named = Object.entries(examples).filter(([k]) => !isMediaType(k, consumes));
      if (named.length) media.examples = Object.fromEntries(named.map(([k, v]) => [k, asExample(v)]));
    }
    if (!media.examples && nonEmpty(example) && type in example) media.example = example[type];
  }
  return body;
}

function formToRequestBody(params: Obj[], consumes: string[] = ['multipart/form-data']): Obj {
  const forms = consumes.filter((t) => t === 'multipart/form-data' || t === 'application/x-www-form-urlencoded');
  const content: Obj = {};
  for (const type of forms.length ? forms : ['multipart/form-data']) {
    const schema: Obj = { type: 'object', properties: {}, required: [] };
    const media: Obj = (content[type] = { schema });
    for (const param of params) {
      if (!param.name) continue;
      const rest = structuredClone(param);
      const property = takeSchema(rest);
      schema.properties[param.name] = {
        ...property,
        ...Object.fromEntries(Object.entries(rest).filter(([k]) => k.startsWith('x-'))),
        ...(param.description !== undefined ? { description: param.description } : {}),
      };
      const encoding = param.type === 'array' && typeof param.collectionFormat === 'string' ? QUERY_STYLES[param.collectionFormat] : undefined;
      if (encoding) (media.encoding ??= {})[param.name] = encoding;
      if (param.required) schema.required.push(param.name);
    }
  }
  return { content };
}

/** An operation's (or path's) parameters: the others converted, body and form data as its request body. */
function splitParameters(parameters: Obj[], consumes: string[]): { parameters: Obj[]; requestBody?: Obj } {
  const others = parameters.filter((p) => p.in !== 'body' && p.in !== 'formData').map(convertParameter);
  const body = parameters.find((p) => p.in === 'body');
  let requestBody = body ? bodyToRequestBody(structuredClone(body), consumes) : undefined;
  const form = parameters.filter((p) => p.in === 'formData');
  if (form.length) {
    const fromForm = formToRequestBody(form, consumes);
    requestBody = requestBody ? { ...requestBody, content: { ...requestBody.content, ...fromForm.content } } : fromForm;
  }
  return { parameters: others, ...(requestBody ? { requestBody } : {}) };
}

/** Leaves out the media types that only have an empty schema when another one has an example. */
function dropEmptyMediaTypes(content: Obj): void {
  const withExample = (m: unknown) => isObj(m) && (m.example !== undefined || m.examples !== undefined);
  if (!Object.values(content).some(withExample)) return;
  const empty = (s: unknown) =>
    !isObj(s) ||
    (!s.allOf && !s.oneOf && !s.anyOf && !s.items && !s.$ref && !('additionalProperties' in s) &&
      !['enum', 'const', 'not', 'format', 'multipleOf', 'maximum', 'exclusiveMaximum', 'minimum', 'exclusiveMinimum', 'maxLength', 'minLength', 'pattern', 'maxItems', 'minItems', 'uniqueItems', 'maxProperties', 'minProperties', 'required'].some((k) => k in s) &&
      !(isObj(s.properties) && Object.keys(s.properties).length));
  for (const [type, media] of Object.entries(content)) {
    if (isObj(media) && !withExample(media) && Object.keys(media).length === 1 && 'schema' in media && empty(media.schema)) delete content[type];
  }
}

function convertResponse(response: Obj, produces: string[]): void {
  if (typeof response.$ref === 'string') return;
  if (isObj(response.headers)) response.headers = Object.fromEntries(Object.entries(response.headers).filter(([, h]) => isObj(h)).map(([name, h]) => [name, convertHeader(h)]));
  if (response.schema) {
    fixSchema(response.schema);
    if (!isObj(response.content)) response.content = {};
    for (const type of produces) response.content[type] = { schema: response.schema };
    delete response.schema;
  }
  if (isObj(response.examples)) {
    if (!isObj(response.content)) response.content = {};
    const main = produces[0] ?? JSON_TYPE;
    for (const [key, value] of Object.entries(response.examples)) {
      if (isMediaType(key, produces)) (response.content[key] ??= {}).example = value;
      else ((response.content[main] ??= {}).examples ??= {})[key] = asExample(value);
    }
    delete response.examples;
  }
  if (isObj(response.content)) dropEmptyMediaTypes(response.content);
}

function convertSecurityScheme(scheme: Obj): Obj {
  const notes = Object.fromEntries(Object.entries(scheme).filter(([k]) => k === 'description' || k.startsWith('x-')));
  if (scheme.type === 'basic') return { ...notes, type: 'http', scheme: 'basic' };
  if (scheme.type !== 'oauth2') return scheme;
  const flow = ({ application: 'clientCredentials', accessCode: 'authorizationCode' } as Record<string, string>)[scheme.flow] ?? scheme.flow ?? 'implicit';
  const { authorizationUrl, tokenUrl, scopes } = scheme;
  return { ...notes, type: 'oauth2', flows: { [flow]: { ...(authorizationUrl && { authorizationUrl }), ...(tokenUrl && { tokenUrl }), ...(scopes && { scopes }) } } };
}

/** Converts a Swagger 2.0 document (changed in place; pass a copy) to OpenAPI 3.0.4. Anything else is returned as it is. */
export function swagger2ToOpenApi3(input: unknown): unknown {
  if (!isObj(input) || typeof input.swagger !== 'string' || !input.swagger.startsWith('2.0')) return input;
  let doc: Obj = input;
  doc.openapi = '3.0.4';
  delete doc.swagger;
  const consumes: string[] = Array.isArray(doc.consumes) ? doc.consumes : [JSON_TYPE];

  if (doc.host) {
    const schemes = Array.isArray(doc.schemes) && doc.schemes.length ? doc.schemes : ['http'];
    doc.servers = schemes.map((scheme: string) => ({ url: `${scheme}://${doc.host}${doc.basePath ?? ''}` }));
    delete doc.host;
    delete doc.basePath;
    delete doc.schemes;
  } else if (doc.basePath) {
    doc.servers = [{ url: doc.basePath }];
    delete doc.basePath;
  }

  if (doc.definitions) {
    Object.values(doc.definitions).forEach(fixSchema);
    discriminatorMappings(doc.definitions);
    doc.components = { ...doc.components, schemas: doc.definitions };
    delete doc.definitions;
    doc = rewriteRefs(doc, (ref) => ref.replace(/^#\/definitions\//, '#/components/schemas/'));
  }
  doc = mapObjects(doc, (o, inData) => {
    if (o.type === 'file' && !inData) Object.assign(o, { type: 'string', format: 'binary' });
    return o;
  }) as Obj;

  // Reusable parameters: a body or form one becomes a reusable request body (and references to it follow).
  const bodyNames = new Set<string>();
  if (isObj(doc.parameters)) {
    const params: Obj = {};
    const bodies: Obj = {};
    for (const [name, p] of Object.entries(doc.parameters)) {
      if (!isObj(p)) continue;
      if (p.in === 'body') bodies[name] = bodyToRequestBody(p, consumes);
      else if (p.in === 'formData') bodies[name] = formToRequestBody([p], doc.consumes);
      else params[name] = convertParameter(p);
    }
    Object.keys(bodies).forEach((name) => bodyNames.add(name));
    doc = rewriteRefs(doc, (ref) => ref.replace(/^#\/parameters\/([^/]+)$/, (_, name) => `#/components/${bodyNames.has(decodeURIComponent(name)) ? 'requestBodies' : 'parameters'}/${name}`));
    doc.components ??= {};
    if (Object.keys(params).length) doc.components.parameters = params;
    if (Object.keys(bodies).length) doc.components.requestBodies = bodies;
  }
  delete doc.parameters;

  if (isObj(doc.responses)) {
    doc = rewriteRefs(doc, (ref) => ref.replace(/^#\/responses\//, '#/components/responses/'));
    const responses: Obj = {};
    for (const [name, r] of Object.entries(doc.responses)) {
      if (!isObj(r)) continue;
      convertResponse(r, Array.isArray(doc.produces) ? doc.produces : [JSON_TYPE]);
      responses[name] = r;
    }
    doc.components ??= {};
    if (Object.keys(responses).length) doc.components.responses = responses;
  }
  delete doc.responses;

  for (const item of Object.values(isObj(doc.paths) ? doc.paths : {})) {
    if (!isObj(item)) continue;
    let shared: Obj | undefined;
    if (Array.isArray(item.parameters)) {
      const split = splitParameters(item.parameters, consumes);
      item.parameters = split.parameters;
      shared = split.requestBody;
    }
    for (const method of METHODS) {
      const op = item[method];
      if (!isObj(op)) continue;
      if (shared) op.requestBody = shared;
      if (Array.isArray(op.parameters)) {
        const split = splitParameters(op.parameters, op.consumes ?? consumes);
        // A reference to a reusable body parameter is the request body's.
        const bodyRef = split.parameters.findIndex((p) => typeof p.$ref === 'string' && p.$ref.startsWith('#/components/requestBodies/'));
        if (bodyRef >= 0 && !split.requestBody) split.requestBody = { $ref: split.parameters.splice(bodyRef, 1)[0].$ref };
        op.parameters = split.parameters;
        if (split.requestBody) op.requestBody = split.requestBody;
      }
      delete op.consumes;
      const produces = op.produces ?? doc.produces ?? [JSON_TYPE];
      for (const response of Object.values(isObj(op.responses) ? op.responses : {})) if (isObj(response)) convertResponse(response, produces);
      delete op.produces;
      if (Array.isArray(op.parameters) && !op.parameters.length) delete op.parameters;
    }
  }

  if (isObj(doc.securityDefinitions)) {
    doc.components ??= {};
    doc.components.securitySchemes = Object.fromEntries(Object.entries(doc.securityDefinitions).filter(([, s]) => isObj(s)).map(([name, s]) => [name, convertSecurityScheme(s)]));
  }
  delete doc.securityDefinitions;
  delete doc.consumes;
  delete doc.produces;
  return doc;
}
