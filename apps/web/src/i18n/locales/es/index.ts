import { common } from './common.ts';
import { feedback } from './feedback.ts';
import { home } from './home.ts';
import { legal } from './legal.ts';
import { login } from './login.ts';
import { me } from './me.ts';
import { people } from './people.ts';
import { profile } from './profile.ts';
import { screens } from './screens.ts';

export const es = { ...common, ...login, ...me, ...screens, ...legal, ...profile, ...feedback, ...people, ...home };
