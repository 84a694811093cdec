// The console's form fields, one control per kind of value: a switch for a
// required yes/no (it is always sent), a three-way select for an optional one
// (not sent, true, false), a select for a list of allowed values, a number
// input with the schema's bounds, a text area for a list; each with its
// description, default and bounds under it.
import { useId, useRef, useState, type DragEvent } from 'react';
import type { ConsoleBody, ConsoleField, ConsoleParam } from '../../api-types.ts';

/** Marks a switch: the form's reader sends `true` or `false` for it (an unticked checkbox is not in form data). */
export const BOOLEAN_ATTR = 'data-boolean';

interface FieldSpec {
  /** The form control's name (`query:page`, `field:async`). */
  input: string;
  label: string;
  required: boolean;
  type?: string;
  format?: string;
  enum?: string[];
  /** What the control holds at first. */
  initial: string;
  placeholder?: string;
  description?: string;
  default?: string;
  minimum?: number;
  maximum?: number;
  /** How a list is typed: comma-separated (parameters) or one value per line (form fields). */
  list?: 'comma' | 'lines';
  listType?: string;
  rows?: number;
}

const range = (min?: number, max?: number) =>
  min !== undefined && max !== undefined ? `from ${min} to ${max}` : min !== undefined ? `at least ${min}` : max !== undefined ? `at most ${max}` : '';

function typeNote(f: FieldSpec): string {
  if (f.list) return `list of ${f.listType ?? 'string'}: ${f.list === 'comma' ? 'comma-separated' : 'one value per line'}`;
  return `${f.type ?? 'string'}${f.format ? ` (${f.format})` : ''}`;
}

const Required = () => (
  <abbr className="console__required" title="required">
    {' *'}
  </abbr>
);

/** One field: its name, type and required mark, the control, then what the schema says about it. */
function Field({ f }: { f: FieldSpec }) {
  const id = useId();
  const facts = [f.default !== undefined && `Default: ${f.default}`, range(f.minimum, f.maximum) && `Allowed: ${range(f.minimum, f.maximum)}`].filter(Boolean).join(' · ');
  const hint = f.description || facts ? `${id}-hint` : undefined;
  const common = { id, name: f.input, 'aria-describedby': hint };
  let control;
  if (f.type === 'boolean' && !f.list && f.required) {
    control = (
      <span className="console__switch">
        <input {...common} type="checkbox" role="switch" value="true" defaultChecked={f.initial === 'true'} {...{ [BOOLEAN_ATTR]: '' }} />
        <span className="console__switch-text" aria-hidden="true" />
      </span>
    );
  } else if ((f.type === 'boolean' || f.enum) && !f.list) {
    const options = f.enum ?? ['true', 'false'];
    control = (
      <select {...common} defaultValue={f.initial} required={f.required}>
        {!f.required || !f.initial ? <option value="">{f.required ? 'Choose…' : f.default !== undefined ? `Not sent (default: ${f.default})` : 'Not sent'}</option> : null}
        {options.map((o) => (
          <option key={o} value={o}>
            {o}
          </option>
        ))}
      </select>
    );
  } else if (f.list === 'lines' || f.type === 'object') {
    control = <textarea {...common} defaultValue={f.initial} rows={f.rows ?? 2} placeholder={f.type === 'object' ? '{ "key": "value" }' : f.placeholder} spellCheck={false} />;
  } else {
    const numeric = !f.list && (f.type === 'integer' || f.type === 'number');
    control = (
      <input
        {...common}
        type={numeric ? 'number' : 'text'}
        inputMode={numeric ? (f.type === 'integer' ? 'numeric' : 'decimal') : undefined}
        step={numeric ? (f.type === 'integer' ? 1 : 'any') : undefined}
        min={numeric ? f.minimum : undefined}
        max={numeric ? f.maximum : undefined}
        defaultValue={f.initial}
        placeholder={f.placeholder ?? (f.default !== undefined && !f.required ? f.default : undefined)}
        required={f.required}
        autoComplete="off"
        spellCheck={false}
      />
    );
  }
  return (
    <div className={`console__field${f.type === 'boolean' && f.required && !f.list ? ' console__field--switch' : ''}`}>
      <label htmlFor={id} className="console__label">
        {f.label}
        {f.required && <Required />} <small>{typeNote(f)}</small>
      </label>
      {control}
      {hint && (
        <small className="console__hint" id={hint}>
          {f.description}
          {f.description && facts ? ' ' : ''}
          {facts && <span className="console__facts">{facts}</span>}
        </small>
      )}
    </div>
  );
}

export function ParamInput({ p }: { p: ConsoleParam }) {
  // A required parameter starts with its default (else, in the path, its example): it is always sent. An optional
  // one starts empty (not sent; the API applies its default), its example as the placeholder.
  const initial = p.required ? (p.default ?? (p.in === 'path' ? p.example : undefined) ?? '') : '';
  const list = p.type === 'array';
  return (
    <Field
      f={{
        input: `${p.in}:${p.name}`,
        label: p.name,
        required: p.required,
        type: p.type,
        format: p.format,
        enum: list ? undefined : p.enum,
        initial,
        placeholder: p.example,
        description: p.description,
        default: p.default,
        minimum: p.minimum,
        maximum: p.maximum,
        ...(list && { list: 'comma' as const, listType: p.items?.type }),
      }}
    />
  );
}

function FileDrop({ field, file, onFile }: { field: ConsoleField; file: File | null; onFile: (f: File | null) => void }) {
  const [over, setOver] = useState(false);
  const input = useRef<HTMLInputElement>(null);
  const drop = (e: DragEvent) => {
    e.preventDefault();
    setOver(false);
    const f = e.dataTransfer.files[0];
    if (f) onFile(f);
  };
  return (
    <div
      className={`console__drop${over ? ' console__drop--over' : ''}`}
      data-console-drop
      onDragOver={(e) => {
        e.preventDefault();
        setOver(true);
      }}
      onDragLeave={() => setOver(false)}
      onDrop={drop}
    >
      <label className="console__field">
        <span className="console__label">
          {field.name}
          {field.required && <Required />} <small>file: choose one or drop it here</small>
        </span>
        <input ref={input} type="file" name={`file:${field.name}`} onChange={(e) => onFile(e.target.files?.[0] ?? null)} />
      </label>
      {field.description && <small className="console__hint">{field.description}</small>}
      {file && (
        <p className="console__file">
          {file.name} · {file.size.toLocaleString('en')} bytes
        </p>
      )}
    </div>
  );
}

/** A form field of a multipart body: starts with the schema's example values (the code samples' request). */
function FormField({ f }: { f: ConsoleField }) {
  const list = f.type === 'array';
  return (
    <Field
      f={{
        input: `field:${f.name}`,
        label: f.name,
        required: f.required,
        type: f.type,
        enum: list ? undefined : f.enum,
        initial: list ? (f.values ?? []).join('\n') : (f.values?.[0] ?? ''),
        description: f.description,
        default: f.default,
        minimum: f.minimum,
        maximum: f.maximum,
        ...(list && { list: 'lines' as const, rows: Math.max(2, f.values?.length ?? 0) }),
      }}
    />
  );
}

export function BodyFields({ body, media, file, onFile }: { body: ConsoleBody; media: string; file: File | null; onFile: (f: File | null) => void }) {
  if (media.startsWith('multipart/')) {
    return (
      <>
        {(body.fields ?? []).map((f) => (f.file ? <FileDrop key={f.name} field={f} file={file} onFile={onFile} /> : <FormField key={f.name} f={f} />))}
      </>
    );
  }
  return (
    <label className="console__field console__field--body">
      <span className="console__label">
        Body <small>{media}</small>
      </span>
      <textarea key={media} name="body" defaultValue={body.example ?? ''} rows={Math.min(16, (body.example ?? '').split('\n').length + 1)} spellCheck={false} />
    </label>
  );
}
