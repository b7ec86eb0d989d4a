/**
 * The help window's calls (spec §1; paths ours, docs/api.md "Help calls"). Every call needs a session: help is
 * for signed-in teachers, and a message for the assistant is stored with the account that wrote it.
 */
import type { FastifyInstance } from 'fastify';
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import { Id, RULE_KEYWORD, Type } from '@shared/api/schema.ts';
import { SHELL } from '@shared/menu/modules.ts';
import { DEFAULT_HELP_LANGUAGE, HELP_LANGUAGES, HELP_LIMITS, HELP_PATHS } from '@shared/help/contract.ts';
import { HelpArticle, HelpContact, HelpContactInput, HelpContactReceipt, HelpSummary } from '@shared/help/types.ts';
import { answers, dataAnswer, rowsAnswer } from '@server/http/answer-schemas.ts';
import { ok, okRows } from '@server/http/answers.ts';
import { closedBody, queryOf } from '@server/http/schemas.ts';
import { inModule, sessionOf } from '@server/http/session-plugin.ts';
import type { Services } from '@server/services.ts';

const ID = ':id' as unknown as number;
const config = inModule(SHELL);

const count = (max: number, fallback: number) => Type.Integer({ minimum: 1, maximum: max, default: fallback, [RULE_KEYWORD]: `必须是 1 到 ${max} 之间的整数` });

/** the language the articles answer in: the console sends its locale */
const lang = Type.Enum(HELP_LANGUAGES, { type: 'string', default: DEFAULT_HELP_LANGUAGE, [RULE_KEYWORD]: `必须是 ${HELP_LANGUAGES.join('、')} 之一` });

export function registerHelpRoutes(server: FastifyInstance, services: Services): void {
  const app = server.withTypeProvider<TypeBoxTypeProvider>();
  const { help } = services;

  app.get(
    HELP_PATHS.search,
    {
      config,
      schema: {
        querystring: queryOf({
          keyword: Type.String({ minLength: 1, maxLength: HELP_LIMITS.keyword }),
          page: Type.Integer({ minimum: 1, default: 1, [RULE_KEYWORD]: '必须是正整数' }),
          pageSize: count(50, 20),
          lang,
        }),
        response: answers(rowsAnswer(HelpSummary)),
      },
    },
    async (request) => {
      const { keyword, page, pageSize, lang: language } = request.query;
      const found = await help.search(keyword, page, pageSize, language);
      return okRows(found.rows, found.totalCount);
    },
  );

  app.get(HELP_PATHS.hot, { config, schema: { querystring: queryOf({ limit: count(20, 6), lang }), response: answers(rowsAnswer(HelpSummary)) } }, async (request) =>
    okRows(await help.hot(request.query.limit, request.query.lang)),
  );

  app.get(
    HELP_PATHS.article(ID),
    { config, schema: { params: Type.Object({ id: Id }), querystring: queryOf({ lang }), response: answers(dataAnswer(HelpArticle)) } },
    async (request) => ok(await help.read(request.params.id, request.query.lang)),
  );

  app.post(
    HELP_PATHS.contact,
    { config, schema: { querystring: queryOf({}), body: closedBody(HelpContactInput), response: answers(dataAnswer(HelpContactReceipt)) } },
    async (request) => ok(await help.contact(sessionOf(request), request.body)),
  );

  app.get(HELP_PATHS.contacts, { config, schema: { querystring: queryOf({}), response: answers(rowsAnswer(HelpContact)) } }, async (request) =>
    okRows(await help.contacts(sessionOf(request), 20)),
  );
}
