import { RETURN_MSG, returnsContract } from '@banco/shared';
import type { Router } from '@koa/router';
import { Reply } from '../../http/reply.ts';
import { registerContract, type RegistrarOptions } from '../../http/registrar.ts';
import { requestMeta, type AppState } from '../../http/state.ts';
import type { LoginThrottle } from '../auth/login-throttle.ts';
import { createReturnsService } from './returns.service.ts';

/** Returns and exchanges (issue 11; spec 2 §2.7): step 1's search, the quote, the completion, the document, e-mail and photos. */
export function returnsModule({ throttle }: { throttle: LoginThrottle }, options: RegistrarOptions): Router<AppState> {
  const returns = createReturnsService({ throttle });
  return registerContract(returnsContract, {
    searchSales: ({ sc, query }) => returns.searchSales(sc, query),
    saleForReturn: ({ sc, params }) => returns.saleForReturn(sc, params.id),
    quote: ({ sc, body }) => returns.quote(sc, body),
    complete: async ({ sc, body, http }) => {
      const done = await returns.complete(sc, body, requestMeta(http));
      return new Reply(done, { message: done.type === 'exchange' ? RETURN_MSG.exchangeCompleted : RETURN_MSG.completed });
    },
    list: ({ sc, query }) => returns.list(sc, query),
    show: ({ sc, params }) => returns.show(sc, params.id),
    document: ({ sc, params }) => returns.document(sc, params.id),
    email: ({ sc, params }) => returns.email(sc, params.id),
    addPhoto: ({ sc, params, body }) => returns.addPhoto(sc, params.id, body.photo),
    photo: ({ sc, params }) => returns.photo(sc, params.id, params.photoId),
  }, options);
}
