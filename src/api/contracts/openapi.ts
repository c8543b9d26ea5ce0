import * as z from 'zod/mini';

/**
 * `GET /api/openapi.json`: an OpenAPI 3.1 document (server/openapi/document.ts makes it). Only
 * its frame is checked here; an OpenAPI validator checks the whole in the server's tests.
 */
export const openApiDocumentSchema = z.looseObject({
  openapi: z.string(),
  info: z.looseObject({ title: z.string(), version: z.string() }),
  paths: z.record(z.string(), z.record(z.string(), z.unknown())),
});
export type OpenApiDocument = z.infer<typeof openApiDocumentSchema>;
