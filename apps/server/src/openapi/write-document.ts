import { writeFileSync } from 'node:fs';
import { buildOpenApiDocument, openApiFile, serializeDocument } from './build-document.js';

/** `npm run openapi [-- <file>]`: writes the OpenAPI document (default: openapi.json). */
const target = process.argv[2] ?? openApiFile;
writeFileSync(target, serializeDocument(await buildOpenApiDocument()));
console.log(`wrote ${target}`);
