import { writeFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { readBuildInfoFromSources } from './build-info.js';

/** Build step: fixes the version and commit of this build in dist/build-info.json. */
const target = fileURLToPath(new URL('../build-info.json', import.meta.url));
const info = readBuildInfoFromSources();
writeFileSync(target, `${JSON.stringify(info)}\n`);
console.log(`build-info: version ${info.version}, commit ${info.commit}`);
