// `npm run openapi:check`: the checked-in openapi.json is a valid contract an integrator can
// use. 1. @apidevtools/swagger-parser validates it (0 errors); 2. @redocly/cli lints it with
// redocly.yaml (0 errors); 3. openapi-typescript generates its types and tsc compiles
// typed-client.ts (a few openapi-fetch calls) against them. Its currency (openapi.json ==
// what the server generates) is checked by apps/server/src/openapi/document.test.ts.
import { execFileSync } from 'node:child_process';
import { copyFileSync, mkdirSync, writeFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import SwaggerParser from '@apidevtools/swagger-parser';
import openapiTS, { astToString } from 'openapi-typescript';

const root = fileURLToPath(new URL('../../', import.meta.url));
const documentFile = `${root}openapi.json`;
const bin = (name) => `${root}node_modules/.bin/${name}`;

await SwaggerParser.validate(documentFile);
console.log('swagger-parser: openapi.json is valid');

execFileSync(bin('redocly'), ['lint', documentFile, '--config', `${root}redocly.yaml`, '--format=summary'], {
  stdio: 'inherit',
  env: { ...process.env, REDOCLY_TELEMETRY: 'off', REDOCLY_SUPPRESS_UPDATE_NOTICE: 'true' },
});

// A scratch directory under node_modules, so that `openapi-fetch` resolves from it.
const scratch = `${root}node_modules/.cache/vantage-openapi/`;
mkdirSync(scratch, { recursive: true });
const ast = await openapiTS(new URL(`file://${documentFile}`));
writeFileSync(`${scratch}api.d.ts`, astToString(ast));
copyFileSync(new URL('./typed-client.ts', import.meta.url), `${scratch}typed-client.ts`);
writeFileSync(
  `${scratch}tsconfig.json`,
  JSON.stringify({
    compilerOptions: {
      target: 'ES2023',
      module: 'NodeNext',
      moduleResolution: 'NodeNext',
      strict: true,
      noEmit: true,
      skipLibCheck: true,
      lib: ['ES2023', 'DOM'],
    },
    files: ['typed-client.ts', 'api.d.ts'],
  }),
);
execFileSync(bin('tsc'), ['-p', `${scratch}tsconfig.json`], { stdio: 'inherit' });
console.log('openapi-typescript: the typed client compiles against openapi.json');
