// What the seed tells the person who started it (main.ts at start, `npm run seed`): what happened, how long it
// took, and the two accounts to log in with right away.
import type { SeedResult } from './demo.service.ts';

export function seedReport(result: SeedResult): string {
  if (!result.seeded) return 'Demo data: the database already has accounts, so no demo people were added.';
  const lines = [
    `Demo data: ${result.people} demo people added in ${(result.ms / 1000).toFixed(1)} s. Ready accounts (log in with password):`,
    ...result.accounts.map(
      (a) => `  phone ${a.phone}  password ${a.password}  (${a.username}, ${a.gender === 1 ? 'man' : 'woman'})`,
    ),
    '  or sign up with your own phone: the SMS code is printed in this log.',
  ];
  return lines.join('\n');
}
