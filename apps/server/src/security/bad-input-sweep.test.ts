import { afterAll, beforeAll, expect, it } from 'vitest';
import { ApiErrorSchema } from '@portal/domain/api';
import { messageOf } from '@portal/domain/errors';
import { sampleProfile } from '@portal/domain/profile';
import { addQuestion, createCampaign, createInvite, createTask } from '../testing/factories.ts';
import { databaseFingerprint } from '../testing/fingerprint.ts';
import { startTestApp, TEST_PUBLIC_URL, type TestAccount, type TestApp } from '../testing/test-app.ts';
import { uploadFile } from '../testing/uploads.ts';

/**
 * A generated sweep of bad input over every operation of the OpenAPI document: each request is
 * a valid one with exactly one thing broken (a field, a parameter, the body text, its type, the
 * token), so it reaches as deep as bad input can. None may answer 5xx, and since every request
 * is one the API must refuse, no table may change. Every refusal is an error of the catalogue:
 * its code, its parameters, and the English the catalogue gives them.
 */

const MIN_REQUESTS = 2000;
/** Most requests sent to one operation; the big forms have many more possible cases. */
const MAX_CASES_PER_OPERATION = 70;
const PARALLEL = 8;
const DEADLINE_MS = 150_000;

interface JsonSchema {
  type?: string;
  properties?: Record<string, JsonSchema>;
  required?: string[];
  items?: JsonSchema;
  enum?: unknown[];
  anyOf?: JsonSchema[];
  oneOf?: JsonSchema[];
  nullable?: boolean;
  format?: string;
  pattern?: string;
  minLength?: number;
  maxLength?: number;
  minimum?: number;
  maximum?: number;
  minItems?: number;
  maxItems?: number;
  default?: unknown;
}

interface Parameter {
  in: 'path' | 'query';
  name: string;
  required?: boolean;
  schema: JsonSchema;
}

interface Operation {
  method: string;
  path: string;
  parameters: Parameter[];
  body: JsonSchema | null;
}

/** One request: `path` and `query` are sent as written (already percent-encoded, or not). */
interface Case {
  label: string;
  path: string;
  query: string;
  body?: string;
  contentType?: string;
  /** The caller's token; null sends none. */
  token: string | null;
}

let portal: TestApp;
let creator: TestAccount;
let admin: TestAccount;
/** Real ids by parameter or field name, so a request with one broken part reaches real rows. */
let known: Record<string, string>;

beforeAll(async () => {
  // The sweep is thousands of requests from one address: lift the per-address limit.
  portal = await startTestApp({ RATE_LIMIT_PER_MINUTE: '1000000' });
  creator = await portal.account();
  admin = await portal.account('admin');
  const saved = await creator.call('/api/auth', { method: 'PUT', body: sampleProfile({ email: creator.email }) });
  if (saved.status !== 200) throw new Error(`profile not saved: ${saved.status}`);
  const db = portal.database.db;
  const campaign = await createCampaign(db, { referralFeeMinor: 2000 });
  const question = await addQuestion(db, campaign.id, { orderIndex: 0, required: true, questionType: 'text' });
  const invite = await createInvite(db, campaign.id);
  const task = await createTask(db, { campaignId: campaign.id, userId: creator.id, status: 'ACCEPTED' });
  const key = await uploadFile(portal.baseUrl, creator.token, {
    kind: 'submissions',
    campaignId: campaign.id,
    filename: 'proof.png',
  });
  const link = await creator.call('/api/link', { body: { campaignId: campaign.id } });
  const code = link.body?.code;
  if (typeof code !== 'string') throw new Error(`no referral link: ${link.status}`);
  const extension = await creator.call('/api/task/extension', {
    body: { taskId: task.id, deadline: new Date(Date.now() + 20 * 86_400_000).toISOString(), reason: 'Travel' },
  });
  if (typeof extension.body?.id !== 'string') throw new Error(`no extension request: ${extension.status}`);
  known = {
    extensionId: extension.body.id,
    campaignId: campaign.id,
    notInCampaign: campaign.id,
    questionId: question.id,
    inviteId: invite.id,
    taskId: task.id,
    userId: creator.id,
    referralId: code,
    task: task.id,
    invite: invite.id,
    referral: code,
    key,
    email: creator.email,
  };
}, 120_000);
afterAll(() => portal.close());

// ------------------------------------------------------------------ the operations

async function operations(): Promise<Operation[]> {
  const response = await fetch(`${portal.baseUrl}/api/docs/json`);
  const document = (await response.json()) as {
    paths: Record<string, Record<string, { parameters?: Parameter[]; requestBody?: unknown }>>;
  };
  return Object.entries(document.paths).flatMap(([path, methods]) =>
    Object.entries(methods).map(([method, operation]) => {
      const body = operation.requestBody as { content?: Record<string, { schema: JsonSchema }> } | undefined;
      return {
        method: method.toUpperCase(),
        path,
        parameters: operation.parameters ?? [],
        body: body?.content?.['application/json']?.schema ?? null,
      };
    }),
  );
}

// ------------------------------------------------------------------ valid examples

/** A value the schema accepts, using a real id where the name is one. */
function example(schema: JsonSchema, name = ''): unknown {
  const real = known[name];
  if (real !== undefined && schema.type === 'string') return real;
  const branch = schema.anyOf?.[0] ?? schema.oneOf?.[0];
  if (branch) return example(branch, name);
  if (schema.enum) return schema.enum[0];
  switch (schema.type) {
    case 'object':
      return Object.fromEntries(
        Object.entries(schema.properties ?? {}).map(([key, property]) => [key, example(property, key)]),
      );
    case 'array': {
      const item = example(schema.items ?? {}, name.replace(/s$/, ''));
      return Array.from({ length: Math.max(1, schema.minItems ?? 1) }, () => item);
    }
    case 'integer':
    case 'number':
      return Math.max(schema.minimum ?? 1, 1);
    case 'boolean':
      return true;
    case 'string':
      if (schema.format === 'email') return known.email;
      if (/url$/i.test(name)) return 'https://example.com/page';
      if (schema.format === 'uuid') return '3f2b8c1e-5d4a-4e6f-9a7b-1c2d3e4f5a6b';
      if (schema.format === 'date-time') return new Date(Date.now() + 86_400_000).toISOString();
      return 'Sample text'.slice(0, schema.maxLength);
    default:
      return 'Sample text';
  }
}

// ------------------------------------------------------------------ what a schema refuses

/** Whether the schema accepts `value` (roughly, erring towards "accepts"). */
function accepts(schema: JsonSchema, value: unknown): boolean {
  const branches = schema.anyOf ?? schema.oneOf;
  if (branches) return branches.some((branch) => accepts(branch, value));
  if (value === null) return schema.nullable === true;
  if (schema.enum) return schema.enum.includes(value);
  switch (schema.type) {
    case 'string':
      return (
        typeof value === 'string' &&
        value.length >= (schema.minLength ?? 0) &&
        value.length <= (schema.maxLength ?? Infinity) &&
        (!schema.pattern || new RegExp(schema.pattern).test(value)) &&
        (schema.format !== 'date-time' || (ISO_TIME.test(value) && !value.startsWith('0000')))
      );
    case 'integer':
    case 'number':
      return (
        typeof value === 'number' &&
        (schema.type === 'number' || Number.isInteger(value)) &&
        value >= (schema.minimum ?? -Infinity) &&
        value <= (schema.maximum ?? Infinity)
      );
    case 'boolean':
      return typeof value === 'boolean';
    case 'array':
      return (
        Array.isArray(value) &&
        value.length >= (schema.minItems ?? 0) &&
        value.length <= (schema.maxItems ?? Infinity) &&
        value.every((item) => accepts(schema.items ?? {}, item))
      );
    case 'object':
      return (
        typeof value === 'object' &&
        !Array.isArray(value) &&
        (schema.required ?? []).every((key) => key in value) &&
        Object.entries(value).every(([key, item]) => !schema.properties?.[key] || accepts(schema.properties[key], item))
      );
    default:
      return true;
  }
}

const ISO_TIME = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}(\.\d+)?(Z|[+-]\d{2}:\d{2})$/;

const nested = (depth: number): unknown => (depth === 0 ? 'bottom' : { deeper: nested(depth - 1) });

/** Values no text field may hold, whatever its schema: the input guard refuses them. */
const NEVER_STORABLE: [string, unknown][] = [
  ['a NUL', 'a\u0000b'],
  ['a lone surrogate', '\ud800x'],
  ['40 levels deep', nested(40)],
];

/** Values that are wrong for most fields: each is sent only where the field's schema refuses it. */
const WRONG_VALUES: [string, unknown][] = [
  ['null', null],
  ['true', true],
  ['zero', 0],
  ['-1', -1],
  ['1.5', 1.5],
  ['-1e9', -1e9],
  ['1e21', 1e21],
  ['2^53 + 2', 2 ** 53 + 2],
  ['empty text', ''],
  ['100 000 characters', 'x'.repeat(100_000)],
  ['an empty array', []],
  ['a mixed array', ['a', 1, null]],
  ['an object', { key: 'value' }],
  ['an unknown choice', 'NOT-A-CHOICE'],
  ['a bad date', '2024-13-45T99:99:99Z'],
  ['year 0', '0000-06-15T00:00:00Z'],
  ['not an e-mail', 'someone@'],
  ['not a uuid', 'not-a-uuid'],
];

interface Field {
  path: (string | number)[];
  schema: JsonSchema;
  /** Its object must have it (array items are never left out). */
  required: boolean;
}

/** Every field of an example, nested ones too (an array's by its first item), with its schema. */
function fields(schema: JsonSchema, value: unknown, at: (string | number)[] = []): Field[] {
  const branch = schema.anyOf?.[0] ?? schema.oneOf?.[0];
  if (branch) return fields(branch, value, at);
  if (schema.type === 'object' && value !== null && typeof value === 'object') {
    return Object.entries(schema.properties ?? {}).flatMap(([key, property]) => [
      { path: [...at, key], schema: property, required: schema.required?.includes(key) ?? false },
      ...fields(property, (value as Record<string, unknown>)[key], [...at, key]),
    ]);
  }
  if (schema.type === 'array' && Array.isArray(value) && value.length > 0) {
    const items = schema.items ?? {};
    return [{ path: [...at, 0], schema: items, required: false }, ...fields(items, value[0], [...at, 0])];
  }
  return [];
}

/** `value` with the field at `path` set to `replacement` (or removed when it is undefined). */
function withField(value: unknown, path: (string | number)[], replacement: unknown): unknown {
  const copy = structuredClone(value) as Record<string | number, unknown>;
  let parent = copy;
  for (const key of path.slice(0, -1)) parent = parent[key] as Record<string | number, unknown>;
  const last = path[path.length - 1] as string | number;
  if (replacement === undefined) Reflect.deleteProperty(parent, last);
  else parent[last] = replacement;
  return copy;
}

// ------------------------------------------------------------------ bad parameters and bodies

/** A text value for a path or a query, percent-encoded; a lone surrogate cannot be, so it is sent raw. */
const encoded = (value: string) => {
  try {
    return encodeURIComponent(value);
  } catch {
    return '%ED%A0%80';
  }
};

/** Path segments and query values, as sent: malformed encodings, odd numbers, and hostile text. */
const BAD_PARAMETERS: [string, string][] = [
  ['empty', ''],
  ['%00', '%00'],
  ['a NUL inside', 'a%00b'],
  ['a lone surrogate (as UTF-8)', '%ED%A0%80'],
  ['a lone %', '%'],
  ['a cut-off sequence', '%E0%A4%A'],
  ['not hex', '%ZZ'],
  ['-1', '-1'],
  ['0', '0'],
  ['1.5', '1.5'],
  ['1e400', '1e400'],
  ['NaN', 'NaN'],
  ['Infinity', 'Infinity'],
  ['2^53 - 1', '9007199254740991'],
  ['20 digits', '99999999999999999999'],
  ['null', 'null'],
  ['an unknown choice', 'NOT-A-CHOICE'],
  ['a nil uuid', '00000000-0000-0000-0000-000000000000'],
  ['an unknown uuid', '6a1f0c2e-8b3d-4c5e-9f7a-2b3c4d5e6f70'],
  ['SQL', encoded("' OR '1'='1' --")],
  ['markup', encoded('<script>alert(1)</script>')],
  ['a traversal', encoded('../../etc/passwd')],
  ['an emoji', encoded('😀')],
  ['an encoded slash', '%2F'],
  ['a space', '%20'],
  ['5 000 characters', 'x'.repeat(5000)],
];

/** Bodies refused whatever the route: malformed JSON, or input the guard refuses. */
const ALWAYS_BAD_BODIES: [string, string][] = [
  ['cut-off JSON', '{"a":'],
  ['a trailing comma', '[1,]'],
  ['single quotes', "{'a':1}"],
  ['100 000 levels deep', `${'['.repeat(100_000)}${']'.repeat(100_000)}`],
  ['a NUL in a value', '{"a":"\\u0000"}'],
  ['a NUL in a key', '{"\\u0000":1}'],
  ['a lone surrogate in a key', '{"\\ud800":1}'],
  ['over the body limit', `{"a":"${'x'.repeat(1024 * 1024 + 16)}"}`],
];

/** Bodies that are JSON but not the object a route with a body expects. */
const WRONG_SHAPE_BODIES: [string, string][] = [
  ['empty', ''],
  ['null', 'null'],
  ['an array', '[]'],
  ['a string', '"text"'],
  ['a number', '123'],
  ['1e999', '1e999'],
  ['true', 'true'],
  ['__proto__', '{"__proto__":{"role":"admin"}}'],
  ['constructor.prototype', '{"constructor":{"prototype":{"role":"admin"}}}'],
];

function cases(operation: Operation): Case[] {
  const { method, parameters, body } = operation;
  const token = operation.path.startsWith('/api/admin/') ? admin.token : creator.token;
  const pathValues = Object.fromEntries(
    parameters.filter((p) => p.in === 'path').map((p) => [p.name, encoded(String(example(p.schema, p.name)))]),
  );
  const queryValues = Object.fromEntries(
    parameters.filter((p) => p.in === 'query').map((p) => [p.name, encoded(String(example(p.schema, p.name)))]),
  );
  const pathOf = (values: Record<string, string>) =>
    operation.path.replace(/\{(\w+)\}/g, (_, name: string) => values[name] ?? '');
  const queryOf = (values: Record<string, string>) =>
    Object.entries(values)
      .map(([name, value]) => `${name}=${value}`)
      .join('&');
  const validBody = body ? example(body) : undefined;
  const base = { path: pathOf(pathValues), query: queryOf(queryValues), token };
  const withBody = body ? { body: JSON.stringify(validBody), contentType: 'application/json' } : {};
  const isRead = method === 'GET';

  const fixed: Case[] = [
    { label: 'no token', ...base, ...withBody, token: null },
    { label: 'a forged token', ...base, ...withBody, token: 'eyJhbGciOiJub25lIn0.eyJzdWIiOiJ4In0.' },
    ...(token === admin.token ? [{ label: "a creator's token", ...base, ...withBody, token: creator.token }] : []),
    // Unknown query parameters are dropped, so only ones the guard refuses may go to a write.
    { label: 'an unknown parameter with a NUL', ...base, ...withBody, query: `${base.query}&junk=%00` },
    { label: 'a NUL in a parameter name', ...base, ...withBody, query: `${base.query}&%00=1` },
    { label: 'a malformed unknown parameter', ...base, ...withBody, query: `${base.query}&junk=%E0%A4%A` },
  ];
  if (!isRead) {
    fixed.push(
      ...ALWAYS_BAD_BODIES.map(([label, text]) => ({
        label: `body: ${label}`,
        ...base,
        body: text,
        contentType: 'application/json',
      })),
    );
  }
  if (body) {
    fixed.push(
      ...WRONG_SHAPE_BODIES.map(([label, text]) => ({
        label: `body: ${label}`,
        ...base,
        body: text,
        contentType: 'application/json',
      })),
      { label: 'JSON sent as text/plain', ...base, ...withBody, contentType: 'text/plain' },
      { label: 'a form', ...base, body: 'a=1&b=2', contentType: 'application/x-www-form-urlencoded' },
      { label: 'multipart', ...base, body: '--x\r\n\r\n--x--', contentType: 'multipart/form-data; boundary=x' },
      { label: 'JSON with trailing text', ...base, ...withBody, body: `${JSON.stringify(validBody)}garbage` },
    );
  }

  const varied: Case[] = [];
  for (const parameter of parameters) {
    for (const [label, value] of BAD_PARAMETERS) {
      if (parameter.in === 'path') {
        if (value === '') continue;
        varied.push({
          label: `${parameter.name} = ${label}`,
          ...base,
          ...withBody,
          path: pathOf({ ...pathValues, [parameter.name]: value }),
        });
      } else {
        varied.push({
          label: `${parameter.name} = ${label}`,
          ...base,
          query: queryOf({ ...queryValues, [parameter.name]: value }),
        });
      }
    }
    if (parameter.in === 'query') {
      const twice = `${queryOf(queryValues)}&${parameter.name}=${queryValues[parameter.name] ?? ''}`;
      varied.push({ label: `${parameter.name} twice`, ...base, query: twice });
      varied.push({ label: `${parameter.name} as a[]`, ...base, query: `${parameter.name}[]=1` });
    }
  }
  if (body) {
    for (const { path, schema, required } of fields(body, validBody)) {
      const name = path.join('.');
      if (required) {
        varied.push({
          label: `${name} missing`,
          ...base,
          body: JSON.stringify(withField(validBody, path, undefined)),
          contentType: 'application/json',
        });
      }
      const values = [...NEVER_STORABLE, ...WRONG_VALUES.filter(([, value]) => !accepts(schema, value))];
      for (const [label, value] of values) {
        varied.push({
          label: `${name} = ${label}`,
          ...base,
          body: JSON.stringify(withField(validBody, path, value)),
          contentType: 'application/json',
        });
      }
    }
  }
  return [...fixed, ...spread(varied, Math.max(0, MAX_CASES_PER_OPERATION - fixed.length))];
}

/**
 * At most `room` of `varied` (more only when it names more parameters and fields than that), the same
 * on every run: the first case of each parameter and field, so that none goes untried, then an even spread.
 */
function spread(varied: Case[], room: number): Case[] {
  if (varied.length <= room) return varied;
  const firstOfEach = new Map<string, Case>();
  for (const request of varied) {
    const subject = request.label.split(' ')[0] ?? '';
    if (!firstOfEach.has(subject)) firstOfEach.set(subject, request);
  }
  const firsts = new Set(firstOfEach.values());
  const rest = varied.filter((request) => !firsts.has(request));
  const left = Math.min(rest.length, Math.max(0, room - firsts.size));
  const step = rest.length / Math.max(1, left);
  return [...firsts, ...Array.from({ length: left }, (_, i) => rest[Math.floor(i * step)] as Case)];
}

// ------------------------------------------------------------------ sending

async function send(method: string, request: Case): Promise<{ status: number; text: string; body: string }> {
  const headers: Record<string, string> = { origin: TEST_PUBLIC_URL };
  if (request.token) headers.authorization = `Bearer ${request.token}`;
  if (request.contentType) headers['content-type'] = request.contentType;
  const url = `${portal.baseUrl}${request.path}${request.query ? `?${request.query}` : ''}`;
  try {
    const response = await fetch(url, { method, headers, body: request.body });
    const body = await response.text();
    return { status: response.status, text: body.slice(0, 200), body };
  } catch (error) {
    // The server dropped the connection: as bad as a 5xx.
    return { status: 599, text: String(error), body: '' };
  }
}

/** Why a refusal's body is not an error of the catalogue, or null when it is one. */
function uncatalogued(body: string): string | null {
  let parsed: unknown;
  try {
    parsed = JSON.parse(body);
  } catch {
    return 'not JSON';
  }
  const error = ApiErrorSchema.safeParse(parsed);
  if (!error.success) return `not an error of the catalogue: ${body.slice(0, 200)}`;
  const english = messageOf(error.data);
  return error.data.message === english
    ? null
    : `says ${JSON.stringify(error.data.message)}, not ${JSON.stringify(english)}`;
}

it(
  `answers at least ${MIN_REQUESTS} malformed requests over every documented operation without a 5xx, changing nothing`,
  async () => {
    const work = (await operations()).flatMap((operation) =>
      cases(operation).map((request) => ({ method: operation.method, operation: operation.path, request })),
    );
    expect(work.length).toBeGreaterThanOrEqual(MIN_REQUESTS);

    const before = await databaseFingerprint(portal.database.db);
    const deadline = Date.now() + DEADLINE_MS;
    const failures: string[] = [];
    let sent = 0;
    let next = 0;
    const worker = async () => {
      while (next < work.length && Date.now() < deadline) {
        const { method, operation, request } = work[next++] as (typeof work)[number];
        const answer = await send(method, request);
        sent++;
        if (answer.status >= 500)
          failures.push(`${method} ${operation} [${request.label}] → ${answer.status} ${answer.text}`);
        const notInCatalogue = answer.status >= 400 ? uncatalogued(answer.body) : null;
        if (notInCatalogue)
          failures.push(`${method} ${operation} [${request.label}] → ${answer.status} ${notInCatalogue}`);
      }
    };
    await Promise.all(Array.from({ length: PARALLEL }, worker));

    expect(failures).toEqual([]);
    expect(sent, `requests answered within ${DEADLINE_MS / 1000} s`).toBe(work.length);
    const after = await databaseFingerprint(portal.database.db);
    const changed = Object.keys(after).filter(
      (table) => JSON.stringify(after[table]) !== JSON.stringify(before[table]),
    );
    expect(changed).toEqual([]);
  },
  DEADLINE_MS + 60_000,
);

// ------------------------------------------------------------------ dates of every era

/** Years to try in each date: each of the first centuries, where typos land, and every era after. */
const SWEPT_YEARS = [
  ...Array.from({ length: 130 }, (_, i) => i + 1),
  ...Array.from({ length: 267 }, (_, i) => 131 + i * 7),
  ...Array.from({ length: 121 }, (_, i) => 1990 + i),
  ...Array.from({ length: 214 }, (_, i) => 2111 + i * 37),
  9999,
];
/** The years a deadline may fall in: the ones the product can show. */
const SHOWABLE_YEARS = { first: 2000, last: 2100 };

/** The operation's valid request, with its caller's token: `cases` sends it first without one. */
function validRequest(operation: Operation): Case {
  const [withoutToken] = cases(operation);
  if (!withoutToken) throw new Error(`no request for ${operation.method} ${operation.path}`);
  const token = operation.path.startsWith('/api/admin/') ? admin.token : creator.token;
  return { ...withoutToken, label: 'valid', token };
}

/** A query with one parameter's value replaced by `value`. */
const withParameter = (query: string, name: string, value: string) =>
  [...query.split('&').filter((pair) => pair !== '' && !pair.startsWith(`${name}=`)), `${name}=${encoded(value)}`].join(
    '&',
  );

const isDateTime = (schema: JsonSchema): boolean =>
  schema.format === 'date-time' || [...(schema.anyOf ?? []), ...(schema.oneOf ?? [])].some(isDateTime);

it(
  'refuses dates the product cannot show in every date field and parameter, and every list still answers after',
  async () => {
    const work: { method: string; operation: string; year: number; request: Case }[] = [];
    const all = await operations();
    for (const operation of all) {
      const request = validRequest(operation);
      const validBody = operation.body ? example(operation.body) : undefined;
      const dateFields = operation.body
        ? fields(operation.body, validBody).filter((field) => isDateTime(field.schema))
        : [];
      const dateParameters = operation.parameters.filter((parameter) => isDateTime(parameter.schema));
      for (const year of SWEPT_YEARS) {
        const date = `${String(year).padStart(4, '0')}-06-15T10:00:00+08:00`;
        for (const field of dateFields) {
          work.push({
            method: operation.method,
            operation: `${operation.path} ${field.path.join('.')}`,
            year,
            request: {
              ...request,
              label: field.path.join('.'),
              body: JSON.stringify(withField(validBody, field.path, date)),
            },
          });
        }
        for (const parameter of dateParameters) {
          work.push({
            method: operation.method,
            operation: `${operation.path} ${parameter.name}`,
            year,
            request: { ...request, label: parameter.name, query: withParameter(request.query, parameter.name, date) },
          });
        }
      }
    }
    expect(work.length, 'date fields found in the API').toBeGreaterThan(SWEPT_YEARS.length);

    const failures: string[] = [];
    const acceptedUnshowable: string[] = [];
    let next = 0;
    const worker = async () => {
      while (next < work.length) {
        const { method, operation, year, request } = work[next++] as (typeof work)[number];
        const answer = await send(method, request);
        if (answer.status >= 500)
          failures.push(`${method} ${operation} year ${year} → ${answer.status} ${answer.text}`);
        const showable = year >= SHOWABLE_YEARS.first && year <= SHOWABLE_YEARS.last;
        if (answer.status < 300 && !showable) acceptedUnshowable.push(`${method} ${operation} year ${year}`);
      }
    };
    await Promise.all(Array.from({ length: PARALLEL }, worker));
    expect(failures).toEqual([]);
    expect(acceptedUnshowable).toEqual([]);

    for (const operation of all.filter(({ method }) => method === 'GET')) {
      const answer = await send('GET', validRequest(operation));
      expect(answer.status, `GET ${operation.path} after the sweep: ${answer.text}`).toBeLessThan(500);
    }
  },
  DEADLINE_MS + 60_000,
);
