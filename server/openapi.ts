import { type ConversionConfig, type JsonSchema, toJsonSchema } from '@valibot/to-json-schema';
import type * as v from 'valibot';
import type { Endpoint } from '../contracts/endpoint.ts';
import type { ContractEndpoint, RecordedReply } from './contracts-on-disk.ts';
import { ErrorReply } from '../contracts/shared.ts';

/**
 * The provider's API described as OpenAPI 3.1, generated from `contracts/`: each
 * endpoint's valibot schemas become JSON Schema (draft 2020-12, the dialect of 3.1)
 * through valibot's own converter, and each recorded reply (`<endpoint>.<status>[.<variant>].json`)
 * becomes an example of its response. Nothing here is written by hand per call.
 */

export const OPENAPI_PATH = '/api/openapi.json';
export const DOCS_PATH = '/api/docs';
/** Where the reference page's Swagger UI files are (the path @hono/swagger-ui links them under, given DOCS_PATH as its base). */
export const DOCS_ASSETS_PATH = `${DOCS_PATH}/swagger-ui-dist`;

const CONVERSION: ConversionConfig = {
  target: 'draft-2020-12',
  // The wire format: what a client sends and what the provider answers, before the client's transforms.
  typeMode: 'input',
  // Checks JSON Schema cannot say (a file's extension, cross-field rules) stay in the contract's own validation.
  errorMode: 'ignore',
  overrideSchema: ({ valibotSchema }) =>
    valibotSchema.type === 'file' || valibotSchema.type === 'blob'
      ? { type: 'string', format: 'binary', contentMediaType: 'application/octet-stream' }
      : undefined,
};

function jsonSchema(schema: v.GenericSchema): JsonSchema {
  const { $schema: _dialect, ...rest } = toJsonSchema(schema, CONVERSION);
  return rest;
}

/** `/api/post/details/:slug` -> `/api/post/details/{slug}`, as OpenAPI writes path parameters. */
export const openApiPath = (path: string) => path.replace(/:([A-Za-z_]+)/g, '{$1}');

const STATUS_TEXT: Record<number, string> = {
  200: 'OK',
  201: 'Created',
  401: 'Unauthenticated: the bearer token is missing, unknown, expired or revoked',
  403: "Forbidden: the staff member's role may not make this call",
  409: 'Conflict: the change cannot be made as things stand (the message says why)',
  404: 'Not found',
  422: 'Validation failed: `errors` lists the messages per field',
  429: 'Too many requests: wait for `Retry-After` seconds',
};

const ERROR_REF = { $ref: '#/components/schemas/ErrorReply' };

function parameters({ path, query }: Endpoint) {
  const pathParameters = [...path.matchAll(/:([A-Za-z_]+)/g)].map(([, name]) => ({
    name: name!,
    in: 'path',
    required: true,
    schema: { type: 'string' },
  }));
  const querySchema = query ? jsonSchema(query) : undefined;
  const required = new Set(Array.isArray(querySchema?.required) ? querySchema.required : []);
  const queryParameters = Object.entries((querySchema?.properties ?? {}) as Record<string, JsonSchema>).map(([name, schema]) => ({
    name,
    in: 'query',
    required: required.has(name),
    schema,
  }));
  return [...pathParameters, ...queryParameters];
}

function responses({ endpoint, base }: ContractEndpoint, replies: RecordedReply[]) {
  const recorded = replies.filter((reply) => reply.base === base);
  const statuses = new Set(recorded.map((reply) => reply.status));
  if (endpoint.auth) statuses.add(401);
  // An editor is refused what only an admin may do.
  if (endpoint.staff === 'admin') statuses.add(403);
  if (endpoint.request) statuses.add(422);
  statuses.add(429);
  const success = jsonSchema(endpoint.response);
  return Object.fromEntries(
    [...statuses]
      .sort((a, b) => a - b)
      .map((status) => {
        const examples = Object.fromEntries(
          recorded
            .filter((reply) => reply.status === status)
            .map((reply) => [
              reply.variant ?? 'recorded',
              { summary: `Recorded reply (${reply.file})`, value: reply.body, 'x-fixture': reply.file },
            ]),
        );
        // A file (a CSV export, a CV) is described as its media type; its fixture is the text it holds.
        const type = status < 300 && endpoint.produces ? endpoint.produces : 'application/json';
        const schema = status >= 300 ? ERROR_REF : endpoint.produces ? { type: 'string' } : success;
        const content = {
          [type]: { schema, ...(Object.keys(examples).length > 0 && { examples }) },
        };
        return [String(status), { description: STATUS_TEXT[status] ?? `HTTP ${status}`, content }];
      }),
  );
}

function operation(contract: ContractEndpoint, replies: RecordedReply[]) {
  const { endpoint, area } = contract;
  const params = parameters(endpoint);
  return {
    operationId: endpoint.name,
    description: endpoint.description,
    tags: [area],
    ...(params.length > 0 && { parameters: params }),
    ...(endpoint.request && {
      requestBody: {
        required: true,
        content: {
          [endpoint.body === 'multipart' ? 'multipart/form-data' : 'application/json']: { schema: jsonSchema(endpoint.request) },
        },
      },
    }),
    ...(endpoint.auth && { security: [{ [endpoint.staff ? 'staffToken' : 'bearerToken']: [] }] }),
    ...(endpoint.staff && { 'x-staff-role': endpoint.staff }),
    responses: responses(contract, replies),
  };
}

/** Each operation's tag is its contract's folder; every tag used is declared here with what it covers. */
const TAGS: Record<string, string> = {
  affiliate: 'The affiliate programme: signup, login and logout, the dashboard, transactions and the profile.',
  blog: 'Blog posts: all, featured, latest and one by slug.',
  career: 'Open positions, one job and job applications.',
  referrals:
    "The affiliate programme: the public referral-visit call, and the signed-in affiliate's summary, payout method and payout requests. Amounts are taka; the provider keeps integer poisha in an append-only ledger.",
  admin:
    "The back office: staff sign in with `POST /api/admin/login` and send its token. `x-staff-role` names the least role a call needs (an admin may make every one); an editor's call to an admin's answers 403.",
  consultation: 'Free consultation requests.',
  contact: 'The contact form.',
  newsletter: 'Newsletter subscriptions.',
  projects: 'The portfolio and its categories.',
  settings: "The site's shared settings.",
  team: 'The team.',
  testimonials: "Clients' testimonials.",
  api: 'This description and its reference page.',
};

/** The description itself and its reading page are provider routes too. */
const SELF_DESCRIPTION = {
  [OPENAPI_PATH]: {
    get: {
      operationId: 'getOpenApiDocument',
      tags: ['api'],
      summary: 'This description, as OpenAPI 3.1 JSON',
      description: 'This API description, generated from the contracts the website and the provider share.',
      responses: { '200': { description: 'OK', content: { 'application/json': { schema: { type: 'object' } } } } },
    },
  },
  [DOCS_PATH]: {
    get: {
      operationId: 'getApiReference',
      tags: ['api'],
      summary: 'A readable reference page for this description',
      description: 'Swagger UI reading this description, served from this origin only.',
      responses: { '200': { description: 'OK', content: { 'text/html': { schema: { type: 'string' } } } } },
    },
  },
  [`${DOCS_ASSETS_PATH}/{asset}`]: {
    get: {
      operationId: 'getApiReferenceAsset',
      tags: ['api'],
      summary: "The reference page's script and stylesheet",
      description: "The reference page's script and stylesheet, from the swagger-ui-dist package.",
      parameters: [
        { name: 'asset', in: 'path', required: true, schema: { enum: ['swagger-ui.css', 'swagger-ui-bundle.js'] } },
      ],
      responses: {
        '200': { description: 'OK', content: { 'text/css': { schema: { type: 'string' } }, 'text/javascript': { schema: { type: 'string' } } } },
        '404': { description: STATUS_TEXT[404], content: { 'application/json': { schema: ERROR_REF } } },
      },
    },
  },
};

export function buildOpenApiDocument({ endpoints, replies }: { endpoints: ContractEndpoint[]; replies: RecordedReply[] }) {
  const paths: Record<string, Record<string, unknown>> = {};
  for (const contract of [...endpoints].sort((a, b) => a.endpoint.path.localeCompare(b.endpoint.path))) {
    const path = openApiPath(contract.endpoint.path);
    paths[path] = { ...paths[path], [contract.endpoint.method.toLowerCase()]: operation(contract, replies) };
  }
  return {
    openapi: '3.1.0',
    info: {
      title: 'ITBD provider API',
      version: '1.0.0',
      description:
        'The calls the ITBD website makes: content, forms, careers and the affiliate programme. Generated from the ' +
        'valibot contracts in `contracts/`; every example is a recorded reply. Errors are Laravel-shaped: `{message}`, ' +
        'with `errors` per field on 422.',
      contact: { name: 'ITBD', email: 'info@itbd.net' },
    },
    servers: [{ url: '/' }],
    tags: [...new Set([...endpoints.map(({ area }) => area), 'api'])].sort().map((name) => ({ name, description: TAGS[name] ?? name })),
    paths: { ...paths, ...SELF_DESCRIPTION },
    components: {
      schemas: { ErrorReply: jsonSchema(ErrorReply) },
      securitySchemes: {
        bearerToken: {
          type: 'http',
          scheme: 'bearer',
          description: 'The `data.token` of `POST /api/affiliate/login`; `POST /api/affiliate/logout` revokes it.',
        },
        staffToken: {
          type: 'http',
          scheme: 'bearer',
          description: 'A staff token: the `data.token` of `POST /api/admin/login`; `POST /api/admin/logout` revokes it.',
        },
      },
    },
  };
}
