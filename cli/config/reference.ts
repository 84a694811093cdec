// Prints the config reference table (the README's "Configuration" section has it;
// test/config-reference.test.ts checks the two are the same): `npm run config-reference`.
import { configReferenceTable } from './keys.ts';

process.stdout.write(configReferenceTable() + '\n');
