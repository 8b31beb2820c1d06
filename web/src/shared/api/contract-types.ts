/**
 * The API's request and answer types, read from the HTTP contract: contract.d.ts is generated from
 * contract/openapi.json (`npm run contract`, and before every web build), which the API derives from
 * its own code. A feature's types are aliases of these, so a changed answer breaks the web's build.
 */
import type { components, operations } from './contract';

export type OperationId = keyof operations;

type SuccessStatus = 200 | 201 | 202;
type JsonOf<Part> = Part extends { content: { 'application/json': infer Json } } ? Json : never;

/** The whole success body of an operation (by Nest's operationId, `<Controller>_<method>`): `{ success, data, message? }`. */
export type AnswerBody<Id extends OperationId> = JsonOf<operations[Id]['responses'][Extract<keyof operations[Id]['responses'], SuccessStatus>]>;

/** The `data` of an operation's answer. */
export type Answer<Id extends OperationId> = AnswerBody<Id> extends { data: infer Data } ? Data : never;

/** The JSON body an operation takes. */
export type RequestBody<Id extends OperationId> = JsonOf<NonNullable<operations[Id]['requestBody']>>;

/** A named schema of the contract (a request DTO, or a named type of an answer). */
export type Schema<Name extends keyof components['schemas']> = components['schemas'][Name];

/** One element of an array type. */
export type ElementOf<List> = List extends readonly (infer Element)[] ? Element : never;
