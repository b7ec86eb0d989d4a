/**
 * The answer envelope as schemas (DESIGN.md: `{result:'ok', data?, rows?, totalCount?}` or `{result:'fail', code,
 * message}`): every route declares its 200 answer with one of these, so the OpenAPI document describes it and a
 * client generated from the document is typed. The contract tests hold every real answer against the schema its
 * route declares (server/test-support/answer-check.ts).
 */
import { Type, type TObject, type TSchema } from '@shared/api/schema.ts';
import { XLSX_TYPE } from './xlsx-stream.ts';

const OK = Type.Literal('ok');

const FailAnswer = Type.Object({ result: Type.Literal('fail'), code: Type.Integer(), message: Type.String() });

/** `{result:'ok'}`: a write that returns nothing */
export const EmptyAnswer = Type.Object({ result: OK, message: Type.Optional(Type.String()) });

/** `{result:'ok', data}` */
export const dataAnswer = <T extends TSchema>(data: T) => Type.Object({ result: OK, data, message: Type.Optional(Type.String()) });

/** `{result:'ok', rows, totalCount}`: a page of a list */
export const rowsAnswer = <T extends TSchema>(row: T) => Type.Object({ result: OK, rows: Type.Array(row), totalCount: Type.Integer({ minimum: 0 }) });

/** a page of a list with what the list shows beside it (the categories of a filter …) in `data` */
export const rowsWithDataAnswer = <T extends TSchema, D extends TObject>(row: T, data: D) =>
  Type.Object({ result: OK, rows: Type.Array(row), totalCount: Type.Integer({ minimum: 0 }), data });

/** A download's 200 answer: the file, of its media type. */
export const fileAnswer = (mediaType: string) => ({ description: 'the file', content: { [mediaType]: { schema: { type: 'string', format: 'binary' } } } });

/** an .xlsx export */
export const XlsxAnswer = fileAnswer(XLSX_TYPE);

/** A route's `response`: its 200 answer and the fail answer of every failure. */
export const answers = <T extends TSchema | ReturnType<typeof fileAnswer>>(ok: T) => ({ 200: ok, '4xx': FailAnswer, '5xx': FailAnswer });
