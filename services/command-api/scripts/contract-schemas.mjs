#!/usr/bin/env node
// The answers of the HTTP contract, from the API's own types: every route handler of every
// `@Controller` class under src/ (found by its `@Get/@Post/@Put/@Patch/@Delete` decorator), its
// return type as the TypeScript compiler infers it (awaited, files left out), turned into an
// OpenAPI 3.0 schema. Written beside the compiled app (dist/platform/contract/answer-schemas.json),
// where `describeApi` (src/platform/contract/api-document.ts) attaches each to its operation by
// Nest's operationId, `<Controller>_<method>`. Run by the build after tsc; `npm run contract`
// then writes the served document to contract/openapi.json.
//
// Why the compiler's checker rather than ts-json-schema-generator: the handlers' answers are
// inferred (`return ok(await this.queries.list(query))`), and that generator reads type nodes,
// so it answers "Failed to correctly infer type" for every one of them (2.4.0, tried).
import { mkdirSync, readdirSync, writeFileSync } from 'node:fs';
import { dirname, join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import ts from 'typescript';

const serviceRoot = join(dirname(fileURLToPath(import.meta.url)), '..');
const sourceRoot = join(serviceRoot, 'src');
const output = join(serviceRoot, 'dist/platform/contract/answer-schemas.json');
const ROUTE_DECORATORS = new Set(['Get', 'Post', 'Put', 'Patch', 'Delete']);
/** What an answer never is in JSON: a file download is described by its route, not by a schema. */
const NOT_JSON = new Set(['StreamableFile']);

function sourceFiles(directory) {
  return readdirSync(directory, { withFileTypes: true })
    .sort((left, right) => left.name.localeCompare(right.name))
    .flatMap((entry) => {
      const path = join(directory, entry.name);
      if (entry.isDirectory()) return entry.name === 'test-support' ? [] : sourceFiles(path);
      return /\.ts$/.test(entry.name) && !/\.(test|d)\.ts$/.test(entry.name) ? [path] : [];
    });
}

const decoratorName = (decorator) => {
  const expression = ts.isCallExpression(decorator.expression) ? decorator.expression.expression : decorator.expression;
  return ts.isIdentifier(expression) ? expression.text : undefined;
};
const decoratedWith = (node, names) => (ts.canHaveDecorators(node) ? ts.getDecorators(node) ?? [] : []).some((decorator) => names.has(decoratorName(decorator)));

/** Every route handler of every controller class in one source file. */
function routesOf(source) {
  return source.statements
    .filter((statement) => ts.isClassDeclaration(statement) && statement.name && decoratedWith(statement, new Set(['Controller'])))
    .flatMap((controller) =>
      controller.members
        .filter((member) => ts.isMethodDeclaration(member) && ts.isIdentifier(member.name) && decoratedWith(member, ROUTE_DECORATORS))
        .map((method) => ({ operationId: `${controller.name.text}_${method.name.text}`, method })),
    );
}

/** Turns the checker's types into OpenAPI 3.0 schemas; named types become shared components. */
class SchemaWriter {
  constructor(checker, reservedNames) {
    this.checker = checker;
    this.schemas = {};
    this.namesByType = new Map();
    this.takenNames = new Set(reservedNames);
    this.untyped = [];
    this.anonymousInProgress = new Set();
    /** While describing request bodies: the DTO classes, which Nest already names after themselves. */
    this.requestClasses = undefined;
    this.requestClassesReached = new Map();
  }

  /** The schema of one type; `where` names the place, for the list of untyped answers. */
  schemaOf(type, where) {
    const { flags } = type;
    if (flags & (ts.TypeFlags.Any | ts.TypeFlags.Unknown)) {
      this.untyped.push(where);
      return {};
    }
    if (flags & ts.TypeFlags.StringLike) return flags & ts.TypeFlags.StringLiteral ? { type: 'string', enum: [type.value] } : { type: 'string' };
    if (flags & ts.TypeFlags.NumberLike) return flags & ts.TypeFlags.NumberLiteral ? { type: 'number', enum: [type.value] } : { type: 'number' };
    if (flags & ts.TypeFlags.BooleanLiteral) return { type: 'boolean', enum: [type.intrinsicName === 'true'] };
    if (flags & ts.TypeFlags.Boolean) return { type: 'boolean' };
    if (flags & ts.TypeFlags.BigIntLike) {
      this.untyped.push(`${where} (a bigint: JSON cannot carry it)`);
      return {};
    }
    if (type.isUnion()) return this.membersSchema(type.types, where);
    if (flags & ts.TypeFlags.Object || type.isIntersection()) return this.objectSchema(type, where);
    this.untyped.push(`${where} (${this.checker.typeToString(type)})`);
    return {};
  }

  /** The schema of a union's members: null makes it nullable, undefined (an optional part) is left out. */
  membersSchema(types, where) {
    const nullable = types.some((member) => member.flags & ts.TypeFlags.Null);
    const members = types.filter((member) => !(member.flags & (ts.TypeFlags.Null | ts.TypeFlags.Undefined | ts.TypeFlags.Void)));
    const literals = members.every((member) => member.flags & ts.TypeFlags.StringLiteral);
    let schema;
    if (members.length === 0) schema = {};
    else if (literals) schema = { type: 'string', enum: members.map((member) => member.value) };
    else if (members.length === 2 && members.every((member) => member.flags & ts.TypeFlags.BooleanLiteral)) schema = { type: 'boolean' };
    else {
      const variants = uniqueSchemas(members.map((member) => this.schemaOf(member, where)));
      schema = variants.length === 1 ? variants[0] : { anyOf: variants };
    }
    if (!nullable) return schema;
    return schema.$ref || schema.anyOf ? { anyOf: schema.anyOf ?? [schema], nullable: true } : { ...schema, nullable: true };
  }

  objectSchema(type, where) {
    const checker = this.checker;
    const symbolName = type.getSymbol()?.getName();
    if (symbolName === 'Date') return { type: 'string', format: 'date-time' };
    if (checker.isArrayType(type) || (symbolName === 'ReadonlyArray' && type.typeArguments)) {
      return { type: 'array', items: this.schemaOf(checker.getTypeArguments(type)[0], `${where}[]`) };
    }
    if (checker.isTupleType(type)) {
      const elements = checker.getTypeArguments(type).map((element, index) => this.schemaOf(element, `${where}[${index}]`));
      const variants = uniqueSchemas(elements);
      return { type: 'array', items: variants.length === 1 ? variants[0] : { anyOf: variants }, minItems: elements.length, maxItems: elements.length };
    }
    const symbol = type.getSymbol();
    if (this.requestClasses && symbol && symbol.flags & ts.SymbolFlags.Class && this.requestClasses.has(symbolName)) {
      this.requestClassesReached.set(symbolName, type);
      return { $ref: `#/components/schemas/${symbolName}` };
    }
    const name = this.nameOf(type);
    if (!name) return this.anonymousObject(type, where);
    if (!this.schemas[name]) {
      this.schemas[name] = {};
      this.schemas[name] = this.propertiesSchema(type, name);
    }
    return { $ref: `#/components/schemas/${name}` };
  }

  /** An inline object; a type that contains itself without a name has nothing to refer to, so stops there. */
  anonymousObject(type, where) {
    if (this.anonymousInProgress.has(type)) {
      this.untyped.push(`${where} (a nameless type that contains itself)`);
      return { type: 'object' };
    }
    this.anonymousInProgress.add(type);
    try {
      return this.propertiesSchema(type, where);
    } finally {
      this.anonymousInProgress.delete(type);
    }
  }

  propertiesSchema(type, where) {
    const checker = this.checker;
    const properties = {};
    const required = [];
    for (const property of checker.getPropertiesOfType(type)) {
      const propertyType = checker.getTypeOfSymbol(property);
      // Methods never reach JSON.
      if (propertyType.getCallSignatures().length > 0 && checker.getPropertiesOfType(propertyType).length === 0) continue;
      const members = propertyType.isUnion() ? propertyType.types : [propertyType];
      const optional = property.flags & ts.SymbolFlags.Optional || members.some((member) => member.flags & ts.TypeFlags.Undefined);
      properties[property.getName()] = this.membersSchema(members, `${where}.${property.getName()}`);
      if (!optional) required.push(property.getName());
    }
    const schema = { type: 'object', properties };
    if (required.length > 0) schema.required = required;
    const index = checker.getIndexInfosOfType(type).find((info) => info.keyType.flags & (ts.TypeFlags.String | ts.TypeFlags.Number));
    if (index) schema.additionalProperties = this.schemaOf(index.type, `${where}[key]`);
    return schema;
  }

  /**
   * The component name of a named, non-generic interface, class or type alias (`InvoiceRecord`),
   * or undefined for an inline one. Two different types of one name get `_2`, `_3`.
   */
  nameOf(type) {
    if (this.namesByType.has(type)) return this.namesByType.get(type);
    const symbol = type.aliasSymbol ?? type.getSymbol();
    const generic = (type.aliasSymbol ? type.aliasTypeArguments : type.typeArguments)?.length > 0;
    const named = symbol && !generic && !symbol.getName().startsWith('__') && symbol.flags & (ts.SymbolFlags.Interface | ts.SymbolFlags.Class | ts.SymbolFlags.TypeAlias);
    if (!named) return undefined;
    let name = symbol.getName();
    for (let count = 2; this.takenNames.has(name); count += 1) name = `${symbol.getName()}_${count}`;
    this.takenNames.add(name);
    this.namesByType.set(type, name);
    return name;
  }
}

function uniqueSchemas(schemas) {
  const seen = new Map(schemas.map((schema) => [JSON.stringify(schema), schema]));
  return [...seen.values()];
}

/** The members of one handler's awaited answer, file answers left out (none when it only answers files). */
function answerMembersOf(checker, method) {
  const signature = checker.getSignatureFromDeclaration(method);
  const awaited = checker.getAwaitedType(checker.getReturnTypeOfSignature(signature));
  return (awaited.isUnion() ? awaited.types : [awaited]).filter((member) => !NOT_JSON.has(member.getSymbol()?.getName()));
}

/**
 * The properties of every request body class (the `@Body()` DTOs and the classes they nest), by
 * class name. Nest describes a property from its decorators and the reflected type, which says only
 * "object" for `number | null` or a union; describeApi takes the compiler's schema for those.
 */
function requestPropertiesOf(checker, writer, sources, classNames) {
  writer.requestClasses = new Set(classNames);
  for (const source of sources) {
    for (const { method } of routesOf(source)) {
      const body = method.parameters.find((parameter) => decoratedWith(parameter, new Set(['Body'])));
      if (body) writer.schemaOf(checker.getTypeAtLocation(body), 'request body');
    }
  }
  const described = {};
  for (let pending = [...writer.requestClassesReached]; pending.length > 0; pending = [...writer.requestClassesReached].filter(([name]) => !described[name])) {
    for (const [name, type] of pending) described[name] = writer.propertiesSchema(type, name).properties;
  }
  writer.requestClasses = undefined;
  return sortedKeys(described);
}

function main() {
  const configFile = ts.readConfigFile(join(serviceRoot, 'tsconfig.json'), ts.sys.readFile);
  const parsed = ts.parseJsonConfigFileContent(configFile.config, ts.sys, serviceRoot);
  const files = sourceFiles(sourceRoot);
  const program = ts.createProgram({ rootNames: files, options: { ...parsed.options, noEmit: true, composite: false, incremental: false } });
  const checker = program.getTypeChecker();
  const sources = files.map((file) => program.getSourceFile(file)).filter(Boolean);
  // Nest names its request schemas after their DTO classes: an answer's type never takes one of those names.
  const classNames = sources.flatMap((source) => source.statements.filter(ts.isClassDeclaration).map((statement) => statement.name?.text)).filter(Boolean);
  const writer = new SchemaWriter(checker, classNames);
  const operations = {};
  const answerNamesBySchema = new Map();
  for (const source of sources) {
    for (const { operationId, method } of routesOf(source)) {
      const answer = answerMembersOf(checker, method);
      if (answer.length === 0) {
        operations[operationId] = { file: true };
        continue;
      }
      const name = `${operationId}_Answer`;
      const schema = writer.membersSchema(answer, `${operationId} (${relative(serviceRoot, source.fileName)})`);
      // Most commands answer what their resource's read answers: one schema for both (within one controller, so names stay telling).
      const sameKey = `${operationId.split('_')[0]} ${JSON.stringify(schema)}`;
      const same = answerNamesBySchema.get(sameKey);
      if (same) {
        operations[operationId] = { answer: same };
        continue;
      }
      writer.takenNames.add(name);
      writer.schemas[name] = schema;
      answerNamesBySchema.set(sameKey, name);
      operations[operationId] = { answer: name };
    }
  }
  const untyped = [...writer.untyped];
  const requestBodies = requestPropertiesOf(checker, writer, sources, classNames);
  mkdirSync(dirname(output), { recursive: true });
  writeFileSync(output, JSON.stringify({ operations, schemas: sortedKeys(writer.schemas), requestBodies, untyped }, null, 1) + '\n');
  const untypedOperations = new Set(untyped.map((where) => where.split(' ')[0]));
  console.log(`contract: ${Object.keys(operations).length} operations, ${Object.keys(writer.schemas).length} schemas, ${untypedOperations.size} answers with an untyped part (listed under "untyped" in ${relative(process.cwd(), output)})`);
}

const sortedKeys = (object) => Object.fromEntries(Object.entries(object).sort(([left], [right]) => left.localeCompare(right)));

main();
