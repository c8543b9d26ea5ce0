import type { ServerMode } from '../../src/api/contracts/route';
import type { Handlers } from '../http/endpoint';

/** Placeholder: replaced by the generated document. */
export function openApiHandlers(mode: ServerMode) {
  const document = {
    openapi: '3.1.0',
    info: { title: 'Marketplace API', version: mode },
    paths: {},
  };
  return { openApi: () => document } satisfies Handlers;
}
