import type { SeedResult } from '../seed/index';

/** Prints the seeding outcome and the demo accounts' credentials. */
export function printDemoAccounts(result: SeedResult): void {
  console.log(result.seeded ? 'Demo duomenys įrašyti.' : 'Duomenų bazėje jau yra verslų: demo duomenys neįrašyti.');
  console.log('Demo paskyros:');
  for (const account of result.accounts) {
    console.log(`  ${account.role.padEnd(15)} ${account.email.padEnd(24)} ${account.password}`);
  }
}
