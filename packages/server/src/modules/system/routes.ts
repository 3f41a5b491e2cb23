import { Type } from 'typebox';
import type { AppContext } from '../../context';
import { AppError } from '../../http/errors';
import { ANY_CALLER, EVERYONE, route } from '../../http/route-table';

export const systemRoutes = (ctx: AppContext) => [
  route({
    method: 'GET',
    url: '/healthz',
    area: 'system',
    roles: EVERYONE,
    permission: ANY_CALLER,
    schema: {
      tags: ['system'],
      response: { 200: Type.Object({ status: Type.Literal('ok'), database: Type.String() }) },
    },
    handler: async (request) => {
      try {
        await ctx.database.ping();
      } catch (error) {
        request.log.error({ err: error }, 'database unreachable');
        throw new AppError(503, 'DATABASE_UNAVAILABLE', 'The database is not reachable');
      }
      return { status: 'ok' as const, database: ctx.database.kind };
    },
  }),
];
