import { chat } from './chat.ts';
import { common } from './common.ts';
import { feedback } from './feedback.ts';
import { home } from './home.ts';
import { kklock } from './kklock.ts';
import { legal } from './legal.ts';
import { login } from './login.ts';
import { me } from './me.ts';
import { notice } from './notice.ts';
import { pay } from './pay.ts';
import { people } from './people.ts';
import { profile } from './profile.ts';
import { safety } from './safety.ts';
import { screens } from './screens.ts';
import { square } from './square.ts';
import { verify } from './verify.ts';

export const fr = {
  ...common,
  ...login,
  ...me,
  ...screens,
  ...square,
  ...legal,
  ...profile,
  ...feedback,
  ...people,
  ...home,
  ...pay,
  ...chat,
  ...kklock,
  ...notice,
  ...verify,
  ...safety,
};
