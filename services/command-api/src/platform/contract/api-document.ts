import type { INestApplication } from '@nestjs/common';
import { DocumentBuilder, SwaggerModule, type OpenAPIObject } from '@nestjs/swagger';
import type { ReferenceObject, ResponseObject, SchemaObject } from '@nestjs/swagger/dist/interfaces/open-api-spec.interface';
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';

/**
 * What scripts/contract-schemas.mjs derives from the controllers' own return types at build time:
 * each operation's answer schema (by Nest's operationId, `<Controller>_<method>`), or that it
 * answers a file.
 */
export interface AnswerSchemas {
  operations: Record<string, { answer?: string; file?: true }>;
  schemas: Record<string, object>;
  /** Each request DTO class's properties as the compiler types them, by class name (Nest's schema name). */
  requestBodies: Record<string, Record<string, SchemaObject | ReferenceObject>>;
}

/** Written beside this module by the build (`npm run build`), after tsc. */
export const ANSWER_SCHEMAS_FILE = join(__dirname, 'answer-schemas.json');

const HTTP_METHODS = ['get', 'put', 'post', 'delete', 'patch'] as const;
const FILE_ANSWER = { 'application/octet-stream': { schema: { type: 'string', format: 'binary' } } };

/**
 * The OpenAPI document of /api: Nest's routes and request bodies (the DTOs' decorators), with the
 * answers derived from the code. The one description of the HTTP contract: served at
 * /api/docs/openapi.json, kept in contract/openapi.json (`npm run contract`), and the web's types
 * are generated from it.
 */
export function describeApi(app: INestApplication): OpenAPIObject {
  const document = SwaggerModule.createDocument(
    app,
    new DocumentBuilder().setTitle('Dealer back office API').setDescription('Commands and queries of the dealer back office').setVersion('1').addBearerAuth().build(),
  );
  // A build that stopped after tsc has no answers: the contract test then names the difference.
  if (!existsSync(ANSWER_SCHEMAS_FILE)) return document;
  return withAnswers(document, JSON.parse(readFileSync(ANSWER_SCHEMAS_FILE, 'utf8')) as AnswerSchemas);
}

/** Puts each operation's answer into its success response, and the schemas they use into the components. */
export function withAnswers(document: OpenAPIObject, answers: AnswerSchemas): OpenAPIObject {
  const used: string[] = [];
  for (const pathItem of Object.values(document.paths)) {
    for (const method of HTTP_METHODS) {
      const operation = pathItem[method];
      const described = operation?.operationId ? answers.operations[operation.operationId] : undefined;
      const success = Object.keys(operation?.responses ?? {}).find((status) => /^2\d\d$/.test(status));
      if (!operation || !described || !success) continue;
      if (described.answer) used.push(described.answer);
      const content = described.answer ? { 'application/json': { schema: { $ref: `#/components/schemas/${described.answer}` } } } : FILE_ANSWER;
      operation.responses[success] = { ...(operation.responses[success] as ResponseObject), content };
    }
  }
  const schemas = { ...document.components?.schemas };
  used.push(...typedRequestProperties(schemas, answers.requestBodies));
  for (const name of schemasReachedFrom(used, answers.schemas)) schemas[name] = answers.schemas[name];
  return { ...document, components: { ...document.components, schemas } };
}

/**
 * Nest reflects `number | null`, a union or `unknown` as a bare "object": such a property of a
 * request body takes the compiler's schema, keeping Nest's description, example and default.
 * Answers the names of the answer schemas those refer to.
 */
function typedRequestProperties(schemas: Record<string, SchemaObject | ReferenceObject>, requestBodies: AnswerSchemas['requestBodies']): string[] {
  const referred: string[] = [];
  for (const [name, derivedProperties] of Object.entries(requestBodies ?? {})) {
    const declaredProperties = (schemas[name] as SchemaObject | undefined)?.properties;
    if (!declaredProperties) continue;
    for (const [property, derived] of Object.entries(derivedProperties)) {
      const declared = declaredProperties[property] as SchemaObject | undefined;
      if (!declared || declared.type !== 'object' || declared.properties || declared.additionalProperties) continue;
      const { type: _bareObject, ...documented } = declared;
      declaredProperties[property] = '$ref' in derived && Object.keys(documented).length > 0 ? { ...documented, allOf: [derived] } : { ...documented, ...derived };
      for (const match of JSON.stringify(derived).matchAll(/"#\/components\/schemas\/([^"]+)"/g)) referred.push(match[1]);
    }
  }
  return referred;
}

/** The names of the given schemas and of every schema they refer to (an operation outside the app refers to none). */
function schemasReachedFrom(names: string[], schemas: Record<string, object>): Set<string> {
  const reached = new Set<string>();
  const pending = [...names];
  while (pending.length > 0) {
    const name = pending.pop()!;
    if (reached.has(name) || !schemas[name]) continue;
    reached.add(name);
    for (const match of JSON.stringify(schemas[name]).matchAll(/"#\/components\/schemas\/([^"]+)"/g)) pending.push(match[1]);
  }
  return reached;
}
