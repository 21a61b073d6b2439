/**
 * Quality gate "bad input" (QUALITY.md, Reliability): every operation of the OpenAPI document is
 * fed generated bad input — junk in each path parameter, each query parameter and each property
 * of the JSON body (wrong types, missing and extra fields, huge strings, unicode, negative and
 * huge numbers, injection strings) and whole bodies that are not what the operation takes.
 * No answer may be a 5xx, and every 4xx must be a JSON error with a stable `code` and a message.
 * Each string input — body property, array item, query and path parameter — also gets a NUL byte
 * and lone surrogates inside an otherwise valid-looking value: the character rule must refuse it
 * with 400 `validation_failed` and name the place (`BAD_CHARACTERS`).
 *
 * The operations are read from `/api/docs/json`, so one added later is covered without touching
 * this file. Each is called by someone allowed to use it (admin: an owner of the demo business;
 * user: a customer; operator: the operator; public: a visitor and a customer), so the input is
 * parsed rather than refused at the door. Every input starts from a valid-looking request, built
 * from the schema and the records of a fresh "world" (a specialist of the demo business with
 * services, the customer's appointments and review, a day off …), and spoils one thing in it.
 * A write that goes through gets the next input a new world; after each operation the demo
 * business is put back as it was.
 *
 * `BAD_INPUT_STATS=1` prints the answers' status codes per operation (how far the inputs got).
 */
import { afterAll, describe, expect, it } from 'vitest';
import { and, eq, inArray, notInArray } from 'drizzle-orm';
import {
  appointmentHistory,
  appointmentServices,
  appointments,
  businesses,
  demoAccounts,
  holidays,
  publicHolidayExclusions,
  reviews,
  scheduleOverrides,
  services,
  specialistServices,
  specialists,
  type Db,
} from '@vizitas/db';
import { ADMIN_BUSINESS_QUERY_PARAM, messages } from '@vizitas/shared';
import { createTestApp } from '#server/testing/test-app.ts';
import {
  SALON_WEEK,
  makeMember,
  makeSession,
  makeSpecialist,
  makeUser,
  setSchedule,
  type TestUser,
} from '#server/testing/factories.ts';
import type { HttpMethod } from '#server/testing/admin-endpoints.ts';
import { invalidateCatalogue } from '#server/modules/availability/index.ts';
import { TEST_ORIGIN } from '#server/testing/browser.ts';
import { errorReportToken } from '#server/lib/error-report-token.ts';
import { SESSION_COOKIE, sessionIdFromToken } from '#server/http/plugins/session.ts';

// ---------------------------------------------------------------------------------------------
// The junk

/** Values put into one body property at a time. */
const VALUE_JUNK: unknown[] = [
  null,
  true,
  0,
  -1,
  1.5,
  Number.MAX_SAFE_INTEGER + 2,
  1e308,
  '',
  ' ',
  '1e400',
  'x'.repeat(100_000),
  '\u0000',
  'a\u0000b',
  '\ud800',
  '\udfff\ud800',
  '💅'.repeat(500),
  'Žemaitė ąčęėįšųūž ĄČĘĖĮŠŲŪŽ',
  '\u202eRTL\u200b\ufeff',
  "' OR '1'='1' --",
  "'); DROP TABLE users; --",
  '<script>alert(1)</script>',
  '0000-01-01',
  '0000-01-01T00:00:00Z',
  '9999-12-31',
  '9999-12-31T23:59:59Z',
  '+275760-09-13T00:00:00Z',
  '2027-02-30',
  '2027-03-28T03:30:00',
  '00000000-0000-0000-0000-000000000000',
  [],
  [null],
  [[[['x']]]],
  {},
  { $gt: '' },
  JSON.parse('{"__proto__": {"polluted": true}}'),
];

/** Fewer values for places inside a property (array items, nested properties): one of each kind. */
const NESTED_JUNK: unknown[] = [
  null,
  true,
  -1,
  1e308,
  '',
  'x'.repeat(100_000),
  '\u0000',
  '\ud800',
  "' OR '1'='1' --",
  '9999-12-31T23:59:59Z',
  [],
  {},
];

/** The strings most likely to get past a schema and trouble the database. */
const DEEP_JUNK: string[] = [
  'x'.repeat(100_000),
  'a\u0000b',
  '\ud800',
  '💅'.repeat(500),
  "'); DROP TABLE users; --",
  '9999-12-31T23:59:59Z',
];

/** Whole request bodies, as the raw text sent with their content type. */
const BODY_JUNK: { what: string; payload: string; contentType: string }[] = [
  ...['null', 'true', '0', '-1', '1e400', '"x"', '[]', '{}', '[{}]', '{"": ""}'].map((payload) => ({
    what: `body ${payload}`,
    payload,
    contentType: 'application/json',
  })),
  { what: 'body nested 5,000 arrays deep', payload: '['.repeat(5000) + ']'.repeat(5000), contentType: 'application/json' },
  {
    what: 'body nested 5,000 objects deep',
    payload: '{"a":'.repeat(5000) + '1' + '}'.repeat(5000),
    contentType: 'application/json',
  },
  { what: 'body with __proto__', payload: '{"__proto__": {"isOperator": true}}', contentType: 'application/json' },
  {
    what: 'body with constructor.prototype',
    payload: '{"constructor": {"prototype": {"isOperator": true}}}',
    contentType: 'application/json',
  },
  { what: 'empty JSON body', payload: '', contentType: 'application/json' },
  { what: 'malformed JSON', payload: '{"a": ', contentType: 'application/json' },
  { what: 'JSON over the body limit', payload: JSON.stringify({ a: 'x'.repeat(1_100_000) }), contentType: 'application/json' },
  { what: 'text/plain body', payload: 'x', contentType: 'text/plain' },
  { what: 'form body', payload: 'a=1&b=2', contentType: 'application/x-www-form-urlencoded' },
  { what: 'JSON with a charset nobody knows', payload: '{}', contentType: 'application/json; charset=klingon' },
];

/** Values of one path parameter, already percent-encoded as they go into the URL. */
const PATH_JUNK: string[] = [
  '%20',
  '0',
  '-1',
  'null',
  '%00',
  'a%00b',
  "'%20OR%20'1'%3D'1'--",
  '..%2F..%2Fetc%2Fpasswd',
  '%3Cscript%3E',
  'x'.repeat(600),
  encodeURIComponent('💅'.repeat(40)),
  encodeURIComponent('ąčęėįšųūž'),
  '%ED%A0%80',
  '%',
  '%zz',
  '00000000-0000-0000-0000-000000000000',
  '0000-01-01',
  '9999-12-31',
  '2027-02-30',
];

/** Values of one query parameter, already percent-encoded. */
const QUERY_JUNK: string[] = [
  '',
  '%00',
  'x'.repeat(3000),
  '-1',
  '0',
  '1.5',
  '1e400',
  'NaN',
  '0000-01-01',
  '0000-01-01T00:00:00Z',
  '9999-12-31T23:59:59Z',
  '2027-02-30',
  "'%20OR%20'1'%3D'1'--",
  '%3Cscript%3Ealert(1)%3C%2Fscript%3E',
  encodeURIComponent('💅'.repeat(100)),
  '%ED%A0%80',
  '%',
  '%zz',
  '00000000-0000-0000-0000-000000000000',
];

/** Fewer values for the admin's `?verslas=`, which the document does not name (every admin route reads it alike). */
const HIDDEN_QUERY_JUNK: string[] = ['', '%00', 'x'.repeat(3000), "'%20OR%20'1'%3D'1'--", '%ED%A0%80', '%'];

/**
 * The character rule (`@vizitas/shared/text-characters`): each string input of every operation —
 * body property, array item, query and path parameter — gets each of these inside an otherwise
 * valid-looking value, and must be refused with 400 `validation_failed`, the place named. A JSON
 * string gets the character in its middle; a URL part gets the bytes at its end (a lone surrogate
 * has no UTF-8: its CESU bytes are what a client could send).
 */
const BAD_CHARACTERS = [
  { what: 'a NUL byte', text: '\u0000', url: '%00' },
  { what: 'a lone high surrogate', text: '\ud800', url: '%ED%A0%80' },
  { what: 'a lone low surrogate', text: '\udc00', url: '%ED%B0%80' },
];

/** Operations whose body may hold any text (the browser's error reports, stored with such characters replaced). */
const KEEPS_ANY_TEXT = new Set(['POST /api/public/log-an-error/{token}']);

function withCharacterInside(text: string, character: string): string {
  const middle = Math.ceil(text.length / 2);
  return text.slice(0, middle) + character + text.slice(middle);
}

// ---------------------------------------------------------------------------------------------
// The OpenAPI document

interface JsonSchema {
  $ref?: string;
  type?: string | string[];
  properties?: Record<string, JsonSchema>;
  required?: string[];
  additionalProperties?: JsonSchema | boolean;
  items?: JsonSchema | false;
  prefixItems?: JsonSchema[];
  anyOf?: JsonSchema[];
  oneOf?: JsonSchema[];
  allOf?: JsonSchema[];
  enum?: unknown[];
  const?: unknown;
  default?: unknown;
  example?: unknown;
  examples?: unknown[];
  format?: string;
  pattern?: string;
  minLength?: number;
  maxLength?: number;
  minimum?: number;
  maximum?: number;
  exclusiveMinimum?: number | boolean;
  exclusiveMaximum?: number | boolean;
  multipleOf?: number;
  minItems?: number;
  maxItems?: number;
}

interface OpenApiParameter {
  in: 'path' | 'query' | 'header' | 'cookie';
  name: string;
  required?: boolean;
  schema?: JsonSchema;
}

interface OpenApiDocument {
  paths: Record<
    string,
    Record<
      string,
      {
        parameters?: OpenApiParameter[];
        requestBody?: { content?: Record<string, { schema?: JsonSchema }> };
        responses?: Record<string, unknown>;
      }
    >
  >;
  components?: { schemas?: Record<string, JsonSchema> };
}

type Area = 'public' | 'user' | 'admin' | 'operator';

interface Operation {
  method: HttpMethod;
  /** As the document writes it, e.g. `/api/admin/holiday/{id}`. */
  route: string;
  area: Area;
  pathParams: OpenApiParameter[];
  queryParams: OpenApiParameter[];
  /** The JSON request body, when the operation takes one. */
  body?: JsonSchema;
}

const METHODS = new Set(['get', 'post', 'put', 'patch', 'delete']);
/** Operations the seed puts outside `/api`, with the area whose guard they keep (docs/decisions/027). */
const OUTSIDE_API: Record<string, Area> = { '/webpush/': 'user', '/manifest.webmanifest': 'public' };

function documentedOperations(doc: OpenApiDocument): Operation[] {
  const result: Operation[] = [];
  for (const [route, byMethod] of Object.entries(doc.paths)) {
    if ((!route.startsWith('/api/') && !OUTSIDE_API[route]) || route.startsWith('/api/docs')) continue;
    for (const [method, operation] of Object.entries(byMethod)) {
      if (!METHODS.has(method)) continue;
      const parameters = operation.parameters ?? [];
      const area = OUTSIDE_API[route] ?? route.split('/')[2];
      if (area !== 'public' && area !== 'user' && area !== 'admin' && area !== 'operator')
        throw new Error(`unknown API area of ${route}`);
      result.push({
        method: method.toUpperCase() as HttpMethod,
        route,
        area,
        pathParams: parameters.filter((p) => p.in === 'path'),
        queryParams: parameters.filter((p) => p.in === 'query'),
        body: operation.requestBody?.content?.['application/json']?.schema,
      });
    }
  }
  return result;
}

// ---------------------------------------------------------------------------------------------
// The app, the demo business and a fresh world for each operation

const NOW = new Date('2027-03-22T08:00:00Z');

const t = await createTestApp({ seed: true, now: () => NOW });
afterAll(async () => {
  await t.close();
});
const db = t.app.database.db;
const doc = (await t.app.inject({ method: 'GET', url: '/api/docs/json' })).json() as OpenApiDocument;
const operations = documentedOperations(doc);
const demoBusiness = await demoBusinessOf(db);
const demoState = await demoStateOf(db, demoBusiness.id);

async function demoBusinessOf(database: Db): Promise<{ id: string; slug: string }> {
  const slug = demoAccounts.find((account) => account.ownsBusinessSlug)?.ownsBusinessSlug;
  const [row] = await database
    .select({ id: businesses.id, slug: businesses.slug })
    .from(businesses)
    .where(eq(businesses.slug, slug ?? ''));
  if (!row) throw new Error('the demo data has no business with an owner');
  return row;
}

/** What the runs may change in the demo business, as it was before them. */
async function demoStateOf(database: Db, businessId: string) {
  const [business] = await database.select().from(businesses).where(eq(businesses.id, businessId));
  const specialistRows = await database
    .select({ id: specialists.id })
    .from(specialists)
    .where(eq(specialists.businessId, businessId));
  const serviceRows = await database
    .select({ id: services.id, sortOrder: services.sortOrder, active: services.active })
    .from(services)
    .where(eq(services.businessId, businessId));
  const exclusions = await database
    .select()
    .from(publicHolidayExclusions)
    .where(eq(publicHolidayExclusions.businessId, businessId));
  return { business: business!, specialistIds: specialistRows.map((row) => row.id), services: serviceRows, exclusions };
}

/**
 * Puts the demo business back as it was before the run: the worlds' specialists and everything
 * made for them go (their appointments first: those do not cascade), so every run starts alike
 * and the business does not grow run after run.
 */
async function restoreDemoBusiness(): Promise<void> {
  const businessId = demoBusiness.id;
  const added = await db
    .select({ id: specialists.id })
    .from(specialists)
    .where(and(eq(specialists.businessId, businessId), notInArray(specialists.id, demoState.specialistIds)));
  const addedIds = added.map((row) => row.id);
  if (addedIds.length > 0) {
    await db.delete(appointments).where(inArray(appointments.specialistId, addedIds));
    await db.delete(specialists).where(inArray(specialists.id, addedIds));
  }
  const serviceIds = demoState.services.map((row) => row.id);
  await db.delete(services).where(and(eq(services.businessId, businessId), notInArray(services.id, serviceIds)));
  for (const row of demoState.services) {
    await db.update(services).set({ sortOrder: row.sortOrder, active: row.active }).where(eq(services.id, row.id));
  }
  const { id: _id, ...settings } = demoState.business;
  await db.update(businesses).set(settings).where(eq(businesses.id, businessId));
  await db.delete(publicHolidayExclusions).where(eq(publicHolidayExclusions.businessId, businessId));
  if (demoState.exclusions.length > 0) await db.insert(publicHolidayExclusions).values(demoState.exclusions);
  invalidateCatalogue(t.app.context.caches, businessId);
}

/** Who calls the operation, and the customer whose visits the records are. */
interface People {
  actor: TestUser | null;
  customer: TestUser;
}

/** The records a valid-looking input names. */
interface Records {
  specialistId: string;
  serviceId: string;
  secondServiceId: string;
  /** The customer's confirmed visit on Wednesday 2027-03-24. */
  upcomingAppointmentId: string;
  /** The customer's completed visit without a review. */
  reviewableAppointmentId: string;
  reviewId: string;
  overrideId: string;
  holidayId: string;
  /** Another session of the customer. */
  sessionId: string;
}

type World = People & Records;

type Actor = 'visitor' | 'customer' | 'owner' | 'operator';

const ACTORS: Record<Area, Actor[]> = {
  public: ['visitor', 'customer'],
  user: ['customer'],
  admin: ['owner'],
  operator: ['operator'],
};

/** New people for one run: the customer, and the actor (an owner of the demo business, the operator …). */
async function makePeople(actor: Actor): Promise<People> {
  const customer = await makeUser(db);
  const actors: Record<Actor, () => Promise<TestUser | null>> = {
    visitor: async () => null,
    customer: async () => customer,
    owner: () => makeMember(db, demoBusiness.id, 'owner'),
    operator: () => makeUser(db, { isOperator: true }),
  };
  return { actor: await actors[actor](), customer };
}

/**
 * New records in the demo business: a specialist of its own (so no visit overlaps another
 * world's) with the salon week and two services, the customer's visits — one coming, one done
 * and one done and reviewed — a schedule override and a day off. Rows go in batches: a run may
 * need a few dozen worlds.
 */
async function makeRecords(customerId: string): Promise<Records> {
  const businessId = demoBusiness.id;
  const specialist = await makeSpecialist(db, businessId, 'Bandomoji Specialistė');
  await setSchedule(db, businessId, specialist.id);
  const [service, second] = await db
    .insert(services)
    .values([
      { businessId, name: 'Bandomasis kirpimas', durationMin: 60, priceCents: 3000 },
      { businessId, name: 'Bandomasis dažymas', durationMin: 30, priceCents: 1500 },
    ])
    .returning();
  await db
    .insert(specialistServices)
    .values([service!, second!].map((row) => ({ businessId, specialistId: specialist.id, serviceId: row.id })));
  const visits = (
    [
      ['2027-03-24T08:00:00.000Z', 'confirmed'],
      ['2027-03-15T08:00:00.000Z', 'completed'],
      ['2027-03-16T08:00:00.000Z', 'completed'],
    ] as const
  ).map(([start, status]) => ({
    businessId,
    specialistId: specialist.id,
    customerId,
    startsAt: new Date(start),
    endsAt: new Date(Date.parse(start) + 60 * 60_000),
    status,
    priceCents: service!.priceCents,
    durationMin: service!.durationMin,
    createdByUserId: customerId,
  }));
  const [upcoming, reviewable, reviewed] = await db.insert(appointments).values(visits).returning({ id: appointments.id });
  const ids = [upcoming!.id, reviewable!.id, reviewed!.id];
  await db.insert(appointmentServices).values(
    ids.map((appointmentId) => ({
      appointmentId,
      position: 0,
      businessId,
      serviceId: service!.id,
      name: service!.name,
      durationMin: 60,
      priceCents: 3000,
    })),
  );
  await db.insert(appointmentHistory).values(
    visits.map((visit, i) => ({
      appointmentId: ids[i]!,
      businessId,
      action: 'created',
      toStatus: visit.status,
      startsAt: visit.startsAt,
      endsAt: visit.endsAt,
    })),
  );
  const [review] = await db
    .insert(reviews)
    .values({ businessId, appointmentId: reviewed!.id, customerId, authorName: 'Testas', rating: 4, comment: 'Gerai' })
    .returning();
  const [override] = await db
    .insert(scheduleOverrides)
    .values({ businessId, specialistId: specialist.id, date: '2027-03-25', intervals: [['10:00', '14:00']] })
    .returning();
  const [holiday] = await db
    .insert(holidays)
    .values({ businessId, specialistId: specialist.id, startDate: '2027-04-05', endDate: '2027-04-06', name: 'Atostogos' })
    .returning();
  const otherSession = await makeSession(db, customerId);
  // The rows were written past the app: let it read the business afresh.
  invalidateCatalogue(t.app.context.caches, businessId);
  return {
    specialistId: specialist.id,
    serviceId: service!.id,
    secondServiceId: second!.id,
    upcomingAppointmentId: upcoming!.id,
    reviewableAppointmentId: reviewable!.id,
    reviewId: review!.id,
    overrideId: override!.id,
    holidayId: holiday!.id,
    sessionId: sessionIdFromToken(otherSession.slice(SESSION_COOKIE.length + 1)),
  };
}

// ---------------------------------------------------------------------------------------------
// Valid-looking values, from the schema and the world

function resolve(schema: JsonSchema | undefined): JsonSchema {
  if (!schema) return {};
  if (schema.$ref) {
    const name = schema.$ref.replace('#/components/schemas/', '');
    return resolve(doc.components?.schemas?.[name]);
  }
  if (schema.allOf) return Object.assign({}, ...schema.allOf.map(resolve), { ...schema, allOf: undefined }) as JsonSchema;
  return schema;
}

/** The branches of a union (or the schema itself), with `null` ones last. */
function branches(schema: JsonSchema): JsonSchema[] {
  const list = (schema.anyOf ?? schema.oneOf ?? [schema]).map(resolve);
  return [...list.filter((s) => !isNullSchema(s)), ...list.filter(isNullSchema)];
}

function isNullSchema(schema: JsonSchema): boolean {
  return schema.type === 'null' || (Array.isArray(schema.type) && schema.type.length === 1 && schema.type[0] === 'null');
}

function typeOf(schema: JsonSchema): string | undefined {
  if (Array.isArray(schema.type)) return schema.type.find((type) => type !== 'null');
  if (schema.type) return schema.type;
  if (schema.properties) return 'object';
  if (schema.items || schema.prefixItems) return 'array';
  return undefined;
}

/** Where in the request a value goes, for choosing a record of the world. */
interface Place {
  route: string;
  /** The property or parameter name (for array items: the array's). */
  name: string;
  /** For a path parameter: the path segment before it, e.g. `holiday` for `/holiday/{id}`. */
  segment?: string;
}

let emailCounter = 0;

/** A value the world has for this place, if any (strings fit string schemas, the rest as is). */
function worldValue(world: World, place: Place, schema: JsonSchema): unknown {
  const uuid = schema.format === 'uuid';
  const reviewRoute = place.route.includes('/review');
  const recordBySegment: Record<string, string> = {
    appointment: reviewRoute ? world.reviewableAppointmentId : world.upcomingAppointmentId,
    service: world.serviceId,
    'schedule-override': world.overrideId,
    holiday: world.holidayId,
    business: demoBusiness.id,
    review: world.reviewId,
    sessions: world.sessionId,
  };
  if (place.segment && place.name === 'id') return recordBySegment[place.segment];
  switch (place.name) {
    case 'business':
      return uuid ? demoBusiness.id : demoBusiness.slug;
    case 'slug':
      return demoBusiness.slug;
    case 'specialist':
    case 'specialistId':
    case 'specialistIds':
      return world.specialistId;
    case 'services':
    case 'ids':
      return world.serviceId;
    case 'appointment':
      return reviewRoute ? world.reviewableAppointmentId : world.upcomingAppointmentId;
    case 'customerId':
      return world.customer.id;
    case 'token':
      return place.route.includes('log-an-error')
        ? errorReportToken(t.app.secrets.errorReports, t.app.context.now().getTime())
        : undefined;
    case 'date':
      // A public holiday in a path (Joninės); a working day otherwise.
      return place.segment ? '2027-06-24' : '2027-03-31';
    case 'from':
      return schema.format === 'date-time' ? '2027-03-22T00:00:00.000Z' : '2027-03-22';
    case 'to':
      return schema.format === 'date-time' ? '2027-04-30T00:00:00.000Z' : '2027-04-30';
    case 'startDate':
      return '2027-04-12';
    case 'endDate':
      return '2027-04-13';
    case 'start':
      return '2027-03-26T12:00:00.000Z';
    case 'year':
      return 2027;
    case 'slotStepMin':
      return 15;
    case 'weeklyHours':
      return SALON_WEEK;
    case 'intervals':
      return [['09:00', '12:00']];
    case 'action':
      // A change a confirmed visit can take (other enums keep their first value).
      return schema.enum?.includes('cancel') ? 'cancel' : undefined;
    case 'email':
      return `blogi-duomenys-${++emailCounter}@example.lt`;
    case 'phoneNumber':
    case 'clientPhone':
      return '+37061234567';
    default:
      return undefined;
  }
}

/** Strings tried in turn for a string schema without a value of its own: the first that fits. */
const STRING_CANDIDATES = [
  'Bandymas',
  '2027-03-31',
  '10:00',
  '123456',
  'bandymas',
  '+37061234567',
  'Labai-Slaptas-Zodis-2027!',
  'ABCDE-12345',
  'https://vizitas.lt/',
];

function fitsString(value: string, schema: JsonSchema): boolean {
  if (schema.minLength !== undefined && value.length < schema.minLength) return false;
  if (schema.maxLength !== undefined && value.length > schema.maxLength) return false;
  if (schema.enum && !schema.enum.includes(value)) return false;
  if (schema.pattern) {
    try {
      if (!new RegExp(schema.pattern, 'u').test(value)) return false;
    } catch {
      return true;
    }
  }
  return true;
}

function validString(schema: JsonSchema, place: Place): string {
  if (schema.format === 'uuid') return '00000000-0000-4000-8000-000000000000';
  if (schema.format === 'email') return `blogi-duomenys-${++emailCounter}@example.lt`;
  if (schema.format === 'date-time') return '2027-03-26T12:00:00.000Z';
  if (schema.format === 'date') return '2027-03-31';
  if (/password/i.test(place.name)) return 'Labai-Slaptas-Zodis-2027!';
  const found = STRING_CANDIDATES.find((candidate) => fitsString(candidate, schema));
  return found ?? 'x'.repeat(Math.max(1, schema.minLength ?? 1));
}

function validNumber(schema: JsonSchema, integer: boolean): number {
  const step = schema.multipleOf ?? (integer ? 1 : 0.5);
  const lowest =
    typeof schema.minimum === 'number'
      ? schema.minimum
      : typeof schema.exclusiveMinimum === 'number'
        ? schema.exclusiveMinimum + step
        : 1;
  const value = Math.ceil(Math.max(lowest, 1) / step) * step;
  return typeof schema.maximum === 'number' ? Math.min(value, schema.maximum) : value;
}

/**
 * A value the schema accepts (as far as the schema says), preferring the world's records. An
 * object gets its required properties, or with `full` (top level only) every property.
 */
function validValue(rawSchema: JsonSchema | undefined, place: Place, world: World, depth = 0, full = false): unknown {
  const all = branches(resolve(rawSchema));
  const schema = all[0]!;
  const known = worldValue(world, place, schema);
  if (known !== undefined) {
    if (typeOf(schema) === 'array' && typeof known === 'string') return [known];
    return known;
  }
  if (all.length > 1 && all.some(isNullSchema)) return null;
  if (schema.const !== undefined) return schema.const;
  if (schema.enum?.length) return schema.enum[0];
  if (schema.default !== undefined) return schema.default;
  if (schema.example !== undefined) return schema.example;
  if (schema.examples?.length) return schema.examples[0];
  switch (typeOf(schema)) {
    case 'string':
      return validString(schema, place);
    case 'integer':
      return validNumber(schema, true);
    case 'number':
      return validNumber(schema, false);
    case 'boolean':
      return true;
    case 'null':
      return null;
    case 'array': {
      if (depth > 6) return [];
      if (schema.prefixItems) return schema.prefixItems.map((item) => validValue(item, place, world, depth + 1));
      if (schema.maxItems === 0 || !schema.items) return [];
      const count = Math.max(1, schema.minItems ?? 1);
      return Array.from({ length: count }, () => validValue(schema.items as JsonSchema, place, world, depth + 1));
    }
    case 'object': {
      const value: Record<string, unknown> = {};
      if (depth > 6) return value;
      const names = full && depth === 0 ? Object.keys(schema.properties ?? {}) : (schema.required ?? []);
      for (const name of names)
        value[name] = validValue(schema.properties?.[name], { route: place.route, name }, world, depth + 1);
      return value;
    }
    default:
      return 'Bandymas';
  }
}

/** Every property of an object schema, from all branches of a union. */
function propertiesOf(rawSchema: JsonSchema | undefined): Record<string, JsonSchema> {
  const properties: Record<string, JsonSchema> = {};
  for (const branch of branches(resolve(rawSchema))) Object.assign(properties, branch.properties ?? {});
  return properties;
}

/** The key a record (an object of any keys) gets junk under. */
const ANY_KEY = 'bet-koks';

/**
 * The places of a body that are junked one at a time, as key paths: each property, the first
 * item of each array, a key of each record and, two levels deep, the places inside those.
 */
function slotsOf(schema: JsonSchema | undefined, prefix: (string | number)[] = []): (string | number)[][] {
  if (prefix.length > 2) return [];
  const slots: (string | number)[][] = [];
  for (const [name, property] of Object.entries(propertiesOf(schema))) {
    const path = [...prefix, name];
    slots.push(path, ...slotsOf(property, path));
    for (const branch of branches(resolve(property))) {
      if (typeOf(branch) === 'array' && branch.items) slots.push([...path, 0], ...slotsOf(branch.items, [...path, 0]));
      if (typeOf(branch) === 'object' && typeof branch.additionalProperties === 'object') slots.push([...path, ANY_KEY]);
    }
  }
  return slots;
}

// ---------------------------------------------------------------------------------------------
// Requests

/** One generated request: what it spoils, and how to build it in a world. */
interface Case {
  what: string;
  /** The request; `refused`: it breaks the character rule, so only 400 `validation_failed` will do. */
  build(world: World): { url: string; payload?: string; contentType?: string; refused?: boolean };
}

function valueAt(root: unknown, path: (string | number)[]): unknown {
  let node = root;
  for (const key of path) node = (node as Record<string | number, unknown>)[key];
  return node;
}

function describeValue(value: unknown): string {
  if (typeof value === 'string' && value.length > 40) return `${JSON.stringify(value.slice(0, 12))}… (${value.length} chars)`;
  const text = JSON.stringify(value) ?? String(value);
  return text.length > 60 ? `${text.slice(0, 60)}…` : text;
}

function clone<T>(value: T): T {
  return value === undefined ? value : (JSON.parse(JSON.stringify(value)) as T);
}

function setAt(root: unknown, path: (string | number)[], value: unknown, remove = false): void {
  let node = root as Record<string | number, unknown>;
  for (const key of path.slice(0, -1)) node = node[key] as Record<string | number, unknown>;
  const last = path[path.length - 1]!;
  if (remove) delete node[last];
  else node[last] = value;
}

function hasAt(root: unknown, path: (string | number)[]): boolean {
  let node = root;
  for (const key of path) {
    if (node === null || typeof node !== 'object' || !(key in node)) return false;
    node = (node as Record<string | number, unknown>)[key];
  }
  return true;
}

/** Every request for one operation. */
function casesOf(operation: Operation): Case[] {
  const extraQuery = operation.area === 'admin' ? [{ in: 'query', name: ADMIN_BUSINESS_QUERY_PARAM } as OpenApiParameter] : [];
  const queryParams = [...operation.queryParams, ...extraQuery];

  const pathValues = (world: World, junk?: { name: string; value: string; appended?: boolean }) => {
    const segments = operation.route.split('/');
    return segments
      .map((segment, index) => {
        const param = /^\{(.+)\}$/.exec(segment)?.[1];
        if (!param) return segment;
        if (junk?.name === param && !junk.appended) return junk.value;
        const schema = operation.pathParams.find((p) => p.name === param)?.schema;
        const valid = encodeURIComponent(
          String(validValue(schema, { route: operation.route, name: param, segment: segments[index - 1] }, world)),
        );
        return junk?.name === param ? valid + junk.value : valid;
      })
      .join('/');
  };

  /** The query a valid request has: required parameters and those the world has a value for. */
  const queryValues = (world: World): Map<string, string> => {
    const values = new Map<string, string>();
    for (const param of operation.queryParams) {
      const place = { route: operation.route, name: param.name };
      const known = worldValue(world, place, branches(resolve(param.schema))[0]!);
      if (!param.required && known === undefined) continue;
      const value = validValue(param.schema, place, world);
      values.set(param.name, encodeURIComponent(Array.isArray(value) ? value.join(',') : String(value)));
    }
    return values;
  };

  const url = (
    world: World,
    options: {
      path?: { name: string; value: string; appended?: boolean };
      query?: (values: Map<string, string>) => string[];
    } = {},
  ) => {
    const values = queryValues(world);
    const pairs = options.query ? options.query(values) : [...values].map(([name, value]) => `${name}=${value}`);
    return pathValues(world, options.path) + (pairs.length > 0 ? `?${pairs.join('&')}` : '');
  };

  const validBody = (world: World) => validValue(operation.body, { route: operation.route, name: '' }, world);
  const json = (value: unknown) => ({ payload: JSON.stringify(value), contentType: 'application/json' });
  const withValidBody = (world: World) => (operation.body ? json(validBody(world)) : {});

  const cases: Case[] = [{ what: 'valid-looking request', build: (world) => ({ url: url(world), ...withValidBody(world) }) }];

  for (const param of operation.pathParams) {
    for (const value of PATH_JUNK) {
      cases.push({
        what: `path {${param.name}} = ${describeValue(value)}`,
        build: (world) => ({ url: url(world, { path: { name: param.name, value } }), ...withValidBody(world) }),
      });
    }
    for (const bad of BAD_CHARACTERS) {
      cases.push({
        what: `path {${param.name}} ending in ${bad.what}`,
        build: (world) => ({
          url: url(world, { path: { name: param.name, value: bad.url, appended: true } }),
          ...withValidBody(world),
          refused: true,
        }),
      });
    }
  }

  cases.push({
    what: 'no query parameters',
    build: (world) => ({ url: url(world, { query: () => [] }), ...withValidBody(world) }),
  });
  for (const param of queryParams) {
    const junkValues = operation.queryParams.includes(param) ? QUERY_JUNK : HIDDEN_QUERY_JUNK;
    const others = (values: Map<string, string>) =>
      [...values].filter(([name]) => name !== param.name).map(([name, value]) => `${name}=${value}`);
    for (const value of junkValues) {
      cases.push({
        what: `?${param.name}=${describeValue(value)}`,
        build: (world) => ({
          url: url(world, { query: (values) => [...others(values), `${param.name}=${value}`] }),
          ...withValidBody(world),
        }),
      });
    }
    for (const bad of BAD_CHARACTERS) {
      cases.push({
        what: `?${param.name} ending in ${bad.what}`,
        build: (world) => ({
          url: url(world, { query: (values) => [...others(values), `${param.name}=${values.get(param.name) ?? ''}${bad.url}`] }),
          ...withValidBody(world),
          refused: true,
        }),
      });
    }
    cases.push({
      what: `?${param.name} given twice`,
      build: (world) => ({
        url: url(world, {
          query: (values) => [
            ...others(values),
            `${param.name}=${values.get(param.name) ?? '1'}`,
            `${param.name}=${values.get(param.name) ?? '2'}`,
          ],
        }),
        ...withValidBody(world),
      }),
    });
  }

  if (operation.method !== 'GET') {
    for (const junk of BODY_JUNK) {
      cases.push({
        what: junk.what,
        build: (world) => ({ url: url(world), payload: junk.payload, contentType: junk.contentType }),
      });
    }
  }

  if (operation.body) {
    const body = operation.body;
    /** A valid body; of a union, the first kind that has the property (e.g. a two-factor `code` goes with `action: confirm`). */
    const bodyWith = (world: World, name: string, full = false) => {
      const kinds = branches(resolve(body));
      const kind = kinds.find((branch) => branch.properties && name in branch.properties) ?? kinds[0];
      return validValue(kind, { route: operation.route, name: '' }, world, 0, full) as Record<string, unknown>;
    };
    for (const slot of slotsOf(body)) {
      const where = `body.${slot.join('.')}`;
      /** The valid body, with the slot's top-level property present (so nested slots have a parent). */
      const around = (world: World) => {
        const top = slot[0] as string;
        const value = bodyWith(world, top);
        if (!(top in value)) value[top] = validValue(propertiesOf(body)[top], { route: operation.route, name: top }, world);
        return value;
      };
      for (const junk of slot.length > 1 ? NESTED_JUNK : VALUE_JUNK) {
        cases.push({
          what: `${where} = ${describeValue(junk)}`,
          build: (world) => {
            const value = around(world);
            if (slot.length > 1 && !hasAt(value, slot.slice(0, -1))) return { url: url(world), ...json(value) };
            setAt(value, slot, clone(junk));
            return { url: url(world), ...json(value) };
          },
        });
      }
      for (const bad of BAD_CHARACTERS) {
        cases.push({
          what: `${where} with ${bad.what} inside`,
          build: (world) => {
            const value = around(world);
            if (slot.length > 1 && !hasAt(value, slot.slice(0, -1))) return { url: url(world), ...json(value) };
            const current = hasAt(value, slot) ? valueAt(value, slot) : undefined;
            setAt(value, slot, withCharacterInside(typeof current === 'string' ? current : 'Bandymas', bad.text));
            return { url: url(world), ...json(value), refused: !KEEPS_ANY_TEXT.has(`${operation.method} ${operation.route}`) };
          },
        });
      }
      if (typeof slot[slot.length - 1] === 'string') {
        cases.push({
          what: `${where} missing`,
          build: (world) => {
            const value = around(world);
            if (hasAt(value, slot)) setAt(value, slot, undefined, true);
            return { url: url(world), ...json(value) };
          },
        });
      }
    }
    // Strings once more in a body with every property, for operations whose properties only
    // act together (e.g. a reason only goes with an action).
    const required = new Set(branches(resolve(body)).flatMap((branch) => branch.required ?? []));
    const names = Object.keys(propertiesOf(body));
    if (names.some((name) => !required.has(name))) {
      cases.push({
        what: 'valid-looking request with every property',
        build: (world) => ({ url: url(world), ...json(bodyWith(world, '', true)) }),
      });
      for (const name of names) {
        for (const junk of DEEP_JUNK) {
          cases.push({
            what: `body.${name} = ${describeValue(junk)} (with every other property)`,
            build: (world) => ({ url: url(world), ...json({ ...bodyWith(world, name, true), [name]: junk }) }),
          });
        }
      }
    }
    cases.push({
      what: 'body with an unknown extra field',
      build: (world) => {
        const value = validBody(world);
        return {
          url: url(world),
          ...json(value && typeof value === 'object' && !Array.isArray(value) ? { ...value, neezinomas: 'x' } : value),
        };
      },
    });
  }
  return cases;
}

// ---------------------------------------------------------------------------------------------
// Sending and judging

let requestCounter = 0;

/** Requests per session (the lowest per-session rate limit is 30 a minute). */
const SESSION_USES = 20;

/** A different client address for every request, so per-address rate limits do not answer for the parser. */
function nextAddress(): string {
  const n = ++requestCounter;
  return `10.${(n >> 16) & 255}.${(n >> 8) & 255}.${n & 255}`;
}

/** What is wrong with an answer, or null. */
function problemOf(status: number, contentType: string | undefined, text: string): string | null {
  if (status >= 500) return `answered ${status} ${text.slice(0, 200)}`;
  if (status < 400) return null;
  if (!/^application\/json/.test(contentType ?? ''))
    return `answered ${status} as ${contentType ?? 'no content type'}: ${text.slice(0, 120)}`;
  let body: unknown;
  try {
    body = JSON.parse(text);
  } catch {
    return `answered ${status} with a body that is not JSON: ${text.slice(0, 120)}`;
  }
  const { code, message } = (body ?? {}) as { code?: unknown; message?: unknown };
  if (typeof code !== 'string' || typeof message !== 'string')
    return `answered ${status} without a string code and message: ${text.slice(0, 200)}`;
  return null;
}

/** What is wrong with the answer to an input that breaks the character rule, or null. */
function refusalProblemOf(status: number, text: string): string | null {
  let body: { code?: unknown; fields?: Record<string, string[]> } = {};
  try {
    body = JSON.parse(text) as typeof body;
  } catch {
    // Not JSON: judged by the status below.
  }
  if (status !== 400 || body.code !== 'validation_failed')
    return `broke the character rule and was answered ${status} ${text.slice(0, 160)}`;
  if (!Object.values(body.fields ?? {}).some((list) => list.includes(messages.form.badCharacters)))
    return `broke the character rule and the answer names no place of it: ${text.slice(0, 200)}`;
  return null;
}

interface RunResult {
  requests: number;
  statuses: Map<number, number>;
  failures: string[];
}

/** The world's records a request names (a write that went through may have used them up). */
function namesRecordOf(world: World, request: { url: string; payload?: string }): boolean {
  const ids = [
    world.specialistId,
    world.serviceId,
    world.secondServiceId,
    world.upcomingAppointmentId,
    world.reviewableAppointmentId,
    world.reviewId,
    world.overrideId,
    world.holidayId,
    world.sessionId,
  ];
  return ids.some((id) => request.url.includes(id) || request.payload?.includes(id));
}

async function runOperation(operation: Operation, actor: Actor): Promise<RunResult> {
  try {
    return await runCases(operation, actor);
  } finally {
    await restoreDemoBusiness();
  }
}

async function runCases(operation: Operation, actor: Actor): Promise<RunResult> {
  const result: RunResult = { requests: 0, statuses: new Map(), failures: [] };
  const people = await makePeople(actor);
  let world: World = { ...people, ...(await makeRecords(people.customer.id)) };
  let cookie: string | undefined;
  let sessionUses = 0;
  for (const input of casesOf(operation)) {
    const request = input.build(world);
    // A new session now and then (under any per-session rate limit) and after a write that went
    // through (it may have logged out): the actor is always logged in.
    if (world.actor && (!cookie || sessionUses >= SESSION_USES)) {
      cookie = await makeSession(db, world.actor.id);
      sessionUses = 0;
    }
    sessionUses++;
    const response = await t.app.inject({
      method: operation.method,
      url: request.url,
      remoteAddress: nextAddress(),
      headers: {
        origin: TEST_ORIGIN,
        ...(cookie ? { cookie } : {}),
        ...(request.contentType ? { 'content-type': request.contentType } : {}),
      },
      ...(request.payload !== undefined ? { payload: request.payload } : {}),
    });
    result.requests++;
    result.statuses.set(response.statusCode, (result.statuses.get(response.statusCode) ?? 0) + 1);
    const contentType = response.headers['content-type'];
    const problem =
      problemOf(response.statusCode, typeof contentType === 'string' ? contentType : undefined, response.body) ??
      (request.refused ? refusalProblemOf(response.statusCode, response.body) : null);
    if (problem) result.failures.push(`${operation.method} ${request.url.slice(0, 160)} — ${input.what}: ${problem}`);
    if (operation.method !== 'GET' && response.statusCode < 300) {
      cookie = undefined;
      // It may have used up the records it named: the next input gets new ones.
      if (namesRecordOf(world, request)) world = { ...people, ...(await makeRecords(people.customer.id)) };
    }
  }
  return result;
}

// ---------------------------------------------------------------------------------------------
// The tests

let totalRequests = 0;

describe('bad input to every API operation of the OpenAPI document', () => {
  it('finds the operations of every area', () => {
    expect(operations.length).toBeGreaterThan(60);
    for (const area of ['public', 'user', 'admin', 'operator'] as const) {
      expect(
        operations.some((operation) => operation.area === area),
        area,
      ).toBe(true);
    }
  });

  it('documents the 400 answer of the character rule on every operation', () => {
    const undocumented = operations.filter((operation) => {
      return !doc.paths[operation.route]![operation.method.toLowerCase()]!.responses?.['400'];
    });
    expect(undocumented.map((operation) => `${operation.method} ${operation.route}`)).toEqual([]);
  });

  const runs = operations.flatMap((operation) => ACTORS[operation.area].map((actor) => ({ operation, actor })));
  it.each(runs.map((run) => [`${run.operation.method} ${run.operation.route} as ${run.actor}`, run] as const))(
    '%s: no 5xx, every 4xx a JSON error with a code',
    async (_name, { operation, actor }) => {
      const result = await runOperation(operation, actor);
      totalRequests += result.requests;
      if (process.env.BAD_INPUT_STATS) {
        console.log(
          `${operation.method} ${operation.route} as ${actor}: ${result.requests} requests`,
          Object.fromEntries(result.statuses),
        );
      }
      const shown = result.failures.slice(0, 25);
      if (result.failures.length > shown.length) shown.push(`… and ${result.failures.length - shown.length} more`);
      expect(shown).toEqual([]);
    },
    120_000,
  );

  it('sends a bounded number of requests', () => {
    if (process.env.BAD_INPUT_STATS)
      console.log(`bad input: ${runs.length} runs of ${operations.length} operations, ${totalRequests} requests`);
    expect(totalRequests).toBeLessThan(20_000);
  });
});
