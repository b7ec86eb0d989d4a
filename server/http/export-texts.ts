/**
 * The words of the .xlsx exports in the language the console asks for (docs/decisions.md "Generated texts in the
 * reader's language"): the areas' own catalogues, so a file says what its screen says. The only server file that
 * reads text catalogues; they are plain objects, no stores.
 */
import type { Locale } from '@shared/i18n/locales.ts';
import { fundsZhCN, type FundsMessageKey } from '@shared/funds/texts-zh-CN.ts';
import { fundsEn } from '@shared/funds/texts-en.ts';
import { operationLogZhCN, type OperationLogMessageKey } from '@shared/operation-log/texts-zh-CN.ts';
import { operationLogEn } from '@shared/operation-log/texts-en.ts';

export type { FundsMessageKey, OperationLogMessageKey };
export type Texts<Key extends string> = (key: Key) => string;

const FUNDS: Record<Locale, Record<FundsMessageKey, string>> = { 'zh-CN': fundsZhCN, en: fundsEn };
const OPERATION_LOG: Record<Locale, Record<OperationLogMessageKey, string>> = { 'zh-CN': operationLogZhCN, en: operationLogEn };

export const fundsTexts = (locale: Locale): Texts<FundsMessageKey> => (key) => FUNDS[locale][key];

/** the operation log's texts; `has` tells a key it names (a module or label since removed shows its code) */
export const operationLogTexts = (locale: Locale): Texts<OperationLogMessageKey> & { has(key: string): key is OperationLogMessageKey } =>
  Object.assign((key: OperationLogMessageKey) => OPERATION_LOG[locale][key], { has: (key: string): key is OperationLogMessageKey => Object.hasOwn(OPERATION_LOG[locale], key) });
