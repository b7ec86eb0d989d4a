/**
 * The help window's calls (spec §1; paths ours, docs/api.md "Help calls"). Every call needs a session: help is
 * for signed-in teachers, and a message for the assistant is stored with the account that wrote it.
 */
import type { FastifyInstance } from 'fastify';
import { SHELL } from '@shared/menu/modules.ts';
import { DEFAULT_HELP_LANGUAGE, HELP_LANGUAGES, HELP_LIMITS, HELP_PATHS, type HelpContactInput, type HelpLanguage } from '@shared/help/contract.ts';
import { ok, okRows } from '@server/http/answers.ts';
import { bodySchema, querySchema } from '@server/http/schemas.ts';
import { inModule, sessionOf } from '@server/http/session-plugin.ts';
import { RULE_KEYWORD } from '@server/http/validation.ts';
import type { Services } from '@server/services.ts';
import { idParam } from '@server/areas/materials/schemas.ts';

const ID = ':id' as unknown as number;

const text = (max: number, min = 0) => ({ type: 'string', ...(min > 0 ? { minLength: min } : {}), maxLength: max });
const count = (max: number, fallback: number) => ({
  type: 'integer',
  minimum: 1,
  maximum: max,
  default: fallback,
  [RULE_KEYWORD]: `必须是 1 到 ${max} 之间的整数`,
});

/** the language the articles answer in: the console sends its locale */
const lang = { type: 'string', enum: HELP_LANGUAGES, default: DEFAULT_HELP_LANGUAGE, [RULE_KEYWORD]: `必须是 ${HELP_LANGUAGES.join('、')} 之一` };

export function registerHelpRoutes(app: FastifyInstance, services: Services): void {
  const { help } = services;

  app.get<{ Querystring: { keyword: string; page: number; pageSize: number; lang: HelpLanguage } }>(
    HELP_PATHS.search,
    {
      config: inModule(SHELL),
      schema: {
        querystring: querySchema(
          { keyword: text(HELP_LIMITS.keyword, 1), page: { type: 'integer', minimum: 1, default: 1, [RULE_KEYWORD]: '必须是正整数' }, pageSize: count(50, 20), lang },
          ['keyword'],
        ),
      },
    },
    async (request) => {
      const { keyword, page, pageSize, lang: language } = request.query;
      const found = await help.search(keyword, page, pageSize, language);
      return okRows(found.rows, found.totalCount);
    },
  );

  app.get<{ Querystring: { limit: number; lang: HelpLanguage } }>(
    HELP_PATHS.hot,
    { config: inModule(SHELL), schema: { querystring: querySchema({ limit: count(20, 6), lang }) } },
    async (request) => okRows(await help.hot(request.query.limit, request.query.lang)),
  );

  app.get<{ Params: { id: number }; Querystring: { lang: HelpLanguage } }>(
    HELP_PATHS.article(ID),
    { config: inModule(SHELL), schema: { params: idParam('id'), querystring: querySchema({ lang }) } },
    async (request) => ok(await help.read(request.params.id, request.query.lang)),
  );

  app.post<{ Body: HelpContactInput }>(
    HELP_PATHS.contact,
    {
      config: inModule(SHELL),
      schema: {
        querystring: querySchema(),
        body: bodySchema(
          { message: text(HELP_LIMITS.message, 1), contact: text(HELP_LIMITS.contact), page: text(HELP_LIMITS.page) },
          ['message'],
        ),
      },
    },
    async (request) => ok(await help.contact(sessionOf(request), request.body)),
  );

  app.get(HELP_PATHS.contacts, { config: inModule(SHELL), schema: { querystring: querySchema() } }, async (request) =>
    okRows(await help.contacts(sessionOf(request), 20)),
  );
}
