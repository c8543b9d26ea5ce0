import type { Handlers } from '../http/endpoint';
import type { Routes } from './routes';

export function realtyHandlers({ store }: Routes) {
  return {
    searchRealty: ({ query }) => store.realty.search(query),
  } satisfies Handlers;
}
