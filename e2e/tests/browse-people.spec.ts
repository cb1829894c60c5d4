// Onboarding and Home, as a newcomer lives them: sign up, answer the few onboarding
// questions (the birthday picker opens near 1995), meet people on Home, filter, look through someone's photos,
// like and follow them, and open their profile. The people met are made through the API as fixtures, in a
// place nobody else uses, which the newcomer also picks: the feed ranks the same city first.
import { type APIRequestContext, expect, type Page, test } from '@playwright/test';
import sharp from 'sharp';
import { ARTIFACTS, confirmPicker, createAccount, input, latestCode, randomPhone } from './helpers.ts';

const PLACE = { province: '西藏自治区', city: '拉萨市', county: '城关区' };

interface Person {
  id: number;
  name: string;
  token: string;
}

async function call<T>(request: APIRequestContext, path: string, token: string, data: unknown): Promise<T> {
  const response = await request.post(path, { headers: { token }, data });
  const body = (await response.json()) as { code: number; msg: string; data: T };
  expect(body.code, `${path}: ${body.msg}`).toBe(0);
  return body.data;
}

/** A complete profile (nickname, gender, birthday) in PLACE, with `photos` album pictures of these colours. */
async function makePerson(
  request: APIRequestContext,
  name: string,
  gender: 1 | 2,
  birthday: string,
  photos: string[],
): Promise<Person> {
  const token = await createAccount(request, randomPhone(), 'kkpass123');
  const user = await call<{ id: number }>(request, '/api/user/updateUserInfo', token, {
    username: name,
    gender,
    birthday,
    height: gender === 1 ? 178 : 163,
    signature: `${name}：周末喜欢爬山和拍照`,
    ...PLACE,
  });
  const fileIds: string[] = [];
  for (const color of photos) {
    const buffer = await sharp({ create: { width: 600, height: 800, channels: 3, background: color } })
      .jpeg()
      .toBuffer();
    const response = await request.post('/api/file/upload', {
      headers: { token },
      multipart: { file: { name: 'p.jpg', mimeType: 'image/jpeg', buffer } },
    });
    fileIds.push(((await response.json()) as { data: { id: string } }).data.id);
  }
  if (fileIds.length > 0) await call(request, '/api/userPhoto/addUserPhoto', token, { fileIds });
  return { id: user.id, name, token };
}

/** A picker item chosen once the wheel has settled after opening (a tap during its animation can be lost). */
async function choose(page: Page, column: number, text: string): Promise<void> {
  const item = page
    .locator('.adm-picker-view-column')
    .nth(column)
    .locator('.adm-picker-view-column-item')
    .filter({ hasText: new RegExp(`^${text}$`) });
  await expect(async () => {
    await item.dispatchEvent('click');
    await expect(item).toHaveAttribute('data-selected', 'true', { timeout: 1000 });
  }).toPass({ timeout: 15_000 });
}

function card(page: Page, name: string) {
  return page.getByRole('article', { name, exact: true });
}

test('a newcomer signs up, completes onboarding, meets people on Home, filters, views photos, likes and opens a profile', async ({
  page,
  request,
}) => {
  test.setTimeout(150_000);
  const tag = Math.floor(Math.random() * 1e6);
  const women = [
    await makePerson(request, `晓雨${tag}`, 2, '1996-03-08', ['#f5a3b5', '#9ec9f5', '#b8e6c1']),
    await makePerson(request, `林夕${tag}`, 2, '1993-11-20', ['#f7d08a']),
  ];
  const men = [await makePerson(request, `阿杰${tag}`, 1, '1992-07-01', ['#8fb3e8'])];
  const [xiaoyu, linxi] = women as [Person, Person];
  const [ajie] = men as [Person];

  // Sign up by SMS code: the registration step, then onboarding instead of an empty Home.
  const phone = randomPhone();
  await page.goto('/');
  await input(page, '手机号').fill(phone);
  await page.getByRole('button', { name: '获取验证码' }).click();
  await input(page, '验证码').fill(await latestCode(request, phone));
  await page.getByRole('button', { name: '登录', exact: true }).click();
  await input(page, '登录密码').fill('kkpass123');
  await page.getByRole('button', { name: '注册并登录' }).click();

  await expect(page).toHaveURL(/#\/pages\/onboarding\/onboarding/);
  await expect(page.getByRole('heading', { name: '怎么称呼你？' })).toBeVisible();
  await expect(page.getByRole('progressbar', { name: '第1步，共4步' })).toBeVisible();
  await page.screenshot({ path: `${ARTIFACTS}onboarding-name.png` });

  // Nickname and gender are required; a name the server refuses (taken) says why in place.
  const next = page.getByRole('button', { name: '下一步' });
  await next.click();
  await expect(page.getByRole('alert')).toHaveText('请输入昵称');
  await input(page, '昵称').fill(xiaoyu.name);
  await next.click();
  await expect(page.getByRole('alert')).toHaveText('请选择性别');
  await page.getByRole('button', { name: '男', exact: true }).click();
  await next.click();
  await expect(page.getByRole('alert')).not.toBeEmpty();
  await expect(page.getByRole('heading', { name: '怎么称呼你？' })).toBeVisible();
  const myName = `新朋友${tag}`;
  await input(page, '昵称').fill(myName);
  await next.click();

  // Birthday: required, and the picker opens near 1995, not at the youngest allowed age.
  await expect(page.getByRole('heading', { name: '你的生日是？' })).toBeVisible();
  await expect(page.getByRole('progressbar', { name: '第2步，共4步' })).toBeVisible();
  // Back works, and the saved answers are still there.
  await page.getByRole('button', { name: '上一步' }).click();
  await expect(input(page, '昵称')).toHaveValue(myName);
  await expect(page.getByRole('button', { name: '男', exact: true })).toHaveAttribute('aria-pressed', 'true');
  await next.click();
  await next.click();
  await expect(page.getByRole('alert')).toHaveText('请选择生日');
  await page.getByRole('button', { name: /^生日/ }).click();
  const years = page.locator('.adm-picker-view-column').first();
  await expect(years.locator('[data-selected="true"]')).toHaveText('1995');
  await choose(page, 0, '1994');
  await choose(page, 1, '6');
  await choose(page, 2, '15');
  await confirmPicker(page);
  await expect(page.getByRole('button', { name: /^生日/ })).toContainText('1994-06-15');
  await next.click();

  // Region and who to meet: the other gender is already chosen; the region is picked where the people are.
  await expect(page.getByRole('heading', { name: '你在哪里，想认识谁？' })).toBeVisible();
  await expect(page.getByRole('button', { name: '女生' })).toHaveAttribute('aria-pressed', 'true');
  await page.getByRole('button', { name: /^所在地区/ }).click();
  await choose(page, 0, PLACE.province);
  await choose(page, 1, PLACE.city);
  await choose(page, 2, PLACE.county);
  await confirmPicker(page);
  await expect(page.getByRole('button', { name: /^所在地区/ })).toContainText(`${PLACE.province} ${PLACE.city}`);
  await page.screenshot({ path: `${ARTIFACTS}onboarding-place.png` });
  await next.click();

  // The avatar can be skipped: 完成 goes home.
  await expect(page.getByRole('heading', { name: '换一个好看的头像' })).toBeVisible();
  await expect(page.getByRole('button', { name: '选择系统头像' })).toBeVisible();
  await page.getByRole('button', { name: '完成' }).click();

  // Home: the women of the newcomer's city, not the man (the default filter is who they want to meet).
  await expect(page).toHaveURL(/#\/pages\/home\/home$/);
  await expect(page.getByText('资料已保存，去看看推荐吧')).toBeVisible();
  await expect(card(page, xiaoyu.name)).toBeVisible();
  await expect(card(page, linxi.name)).toBeVisible();
  await expect(card(page, ajie.name)).toHaveCount(0);
  await expect(card(page, xiaoyu.name)).toContainText('最近活跃');
  await expect(card(page, xiaoyu.name)).toContainText('163cm');
  await expect(card(page, xiaoyu.name)).toContainText(PLACE.city);
  await expect(page.getByText('完善资料后，你才会出现在别人的推荐里')).toHaveCount(0);
  await page.screenshot({ path: `${ARTIFACTS}home-feed.png` });

  // Filter by gender: the list changes, and the filter is kept for the session (a reload keeps it). Wanting to
  // meet women is the newcomer's own choice, not a filter: the icon is not "on" until the filter differs from it.
  await page.getByRole('button', { name: '筛选', exact: true }).click();
  const sheet = page.getByRole('region', { name: '筛选' });
  await expect(sheet).toBeVisible();
  await sheet.getByRole('button', { name: '男生' }).click();
  await page.screenshot({ path: `${ARTIFACTS}home-filter.png` });
  await sheet.getByRole('button', { name: '确定' }).click();
  await expect(card(page, ajie.name)).toBeVisible();
  await expect(card(page, xiaoyu.name)).toHaveCount(0);
  await page.reload();
  await expect(card(page, ajie.name)).toBeVisible();
  await expect(card(page, linxi.name)).toHaveCount(0);
  await page.getByRole('button', { name: '筛选（已开启）' }).click();
  await sheet.getByRole('button', { name: '女生' }).click();
  await sheet.getByRole('button', { name: '确定' }).click();
  await expect(card(page, xiaoyu.name)).toBeVisible();
  await expect(page.getByRole('button', { name: '筛选', exact: true })).toBeVisible();

  // The full-screen view swipes through her three photos.
  await card(page, xiaoyu.name)
    .getByRole('button', { name: `查看${xiaoyu.name}的照片，共3张` })
    .click();
  const viewer = page.getByRole('dialog', { name: `查看${xiaoyu.name}的照片，共3张` });
  await expect(viewer).toBeVisible();
  await expect(viewer.getByText('1 / 3')).toBeVisible();
  const box = await viewer.boundingBox();
  if (!box) throw new Error('no viewer');
  await page.mouse.move(box.x + box.width * 0.8, box.y + box.height / 2);
  await page.mouse.down();
  await page.mouse.move(box.x + box.width * 0.2, box.y + box.height / 2, { steps: 8 });
  await page.mouse.up();
  await expect(viewer.getByText('2 / 3')).toBeVisible();
  await page.screenshot({ path: `${ARTIFACTS}home-viewer.png` });
  await page.keyboard.press('Escape');
  await expect(viewer).toHaveCount(0);

  // Like (a visible state that stays), follow (a toast and the button's state).
  const like = card(page, xiaoyu.name).getByRole('button', { name: '喜欢', exact: true });
  await like.click();
  const liked = card(page, xiaoyu.name).getByRole('button', { name: '已喜欢' });
  await expect(liked).toHaveAttribute('aria-pressed', 'true');
  await card(page, xiaoyu.name).getByRole('button', { name: '关注', exact: true }).click();
  await expect(page.getByText(`已关注 ${xiaoyu.name}`)).toBeVisible();
  await expect(card(page, xiaoyu.name).getByRole('button', { name: '已关注' })).toHaveAttribute('aria-pressed', 'true');
  await page.screenshot({ path: `${ARTIFACTS}home-liked.png` });

  // Open her profile.
  await card(page, xiaoyu.name).getByRole('button', { name: '主页', exact: true }).click();
  await expect(page).toHaveURL(new RegExp(`#/pages/userDetail/userDetail\\?userId=${xiaoyu.id}$`));
  await expect(page.getByText(xiaoyu.name).first()).toBeVisible();

  // Back on Home after a reload, the like is still there (it was saved, not only drawn).
  await page.goBack();
  await page.reload();
  await expect(card(page, xiaoyu.name).getByRole('button', { name: '已喜欢' })).toBeVisible();
});

test('no one matches the filters: the empty state clears them, and the end of the list leads on', async ({
  browser,
  request,
}) => {
  const tag = Math.floor(Math.random() * 1e6);
  const other = await makePerson(request, `小北${tag}`, 2, '1995-05-05', []);
  const me = await makePerson(request, `路人${tag}`, 1, '1990-01-01', []);
  const context = await browser.newContext();
  // Logged in, with a filter from earlier in this session that nobody can match (age 99-100, men, in PLACE).
  await context.addInitScript(
    ({ token, key }) => {
      if (sessionStorage.getItem('e2eSeeded')) return;
      sessionStorage.setItem('e2eSeeded', '1');
      localStorage.setItem('token', token);
      sessionStorage.setItem(
        key,
        JSON.stringify({
          gender: 1,
          ageMin: 99,
          ageMax: 100,
          heightMin: null,
          heightMax: null,
          province: '',
          city: '',
        }),
      );
    },
    { token: me.token, key: `kkFeedFilter:${me.id}` },
  );
  const page = await context.newPage();
  await page.goto('/#/pages/home/home');
  await expect(page.getByRole('heading', { name: '没有符合条件的人' })).toBeVisible();
  await page.screenshot({ path: `${ARTIFACTS}home-no-match.png` });
  await page.getByRole('button', { name: '清除筛选' }).click();
  await expect(card(page, other.name)).toBeVisible();
  await expect(page.getByRole('button', { name: '筛选', exact: true })).toBeVisible();

  // Scrolled to the end: the list says so and offers search.
  // Other specs' people share this database: scroll (infinite scroll loads the rest) until the end shows.
  const end = page.getByRole('heading', { name: '今天的推荐看完了' });
  for (let i = 0; i < 20 && !(await end.isVisible()); i++) {
    await page.mouse.wheel(0, 4000);
    await page.waitForTimeout(300);
  }
  await expect(end).toBeVisible();
  await page.getByRole('button', { name: '去搜索' }).click();
  await expect(page).toHaveURL(/#\/pages\/search\/search/);
  await context.close();
});

test('onboarding and Home in French, and Home on a desktop screen', async ({ browser, request }) => {
  const tag = Math.floor(Math.random() * 1e6);
  const other = await makePerson(request, `Léa${tag}`, 2, '1994-04-04', ['#c9b3f0', '#f0c9b3']);
  const token = await createAccount(request, randomPhone(), 'kkpass123');
  const me = await call<{ id: number }>(request, '/api/user/getUserInfo', token, {});
  const context = await browser.newContext();
  // In French, with a filter on the fixtures' province from earlier in the session (others' people share it).
  await context.addInitScript(
    ({ value, key, province }) => {
      if (sessionStorage.getItem('e2eSeeded')) return;
      sessionStorage.setItem('e2eSeeded', '1');
      localStorage.setItem('token', value);
      localStorage.setItem('language', 'fr');
      sessionStorage.setItem(
        key,
        JSON.stringify({ gender: 2, ageMin: null, ageMax: null, heightMin: null, heightMax: null, province, city: '' }),
      );
    },
    { value: token, key: `kkFeedFilter:${me.id}`, province: PLACE.province },
  );
  const page = await context.newPage();

  // A new account that has not finished onboarding sees an invitation on Home, which opens the flow.
  await page.goto('/#/pages/home/home');
  await page.getByRole('button', { name: /Complétez votre profil/ }).click();
  await expect(page.getByRole('heading', { name: 'Comment vous appelle-t-on ?' })).toBeVisible();
  await page.screenshot({ path: `${ARTIFACTS}onboarding-fr.png` });
  await input(page, 'Pseudo').fill(`Paul${tag}`);
  await page.getByRole('button', { name: 'Homme', exact: true }).click();
  await page.getByRole('button', { name: 'Suivant' }).click();
  await expect(page.getByRole('heading', { name: 'Quelle est votre date de naissance ?' })).toBeVisible();
  await page.screenshot({ path: `${ARTIFACTS}onboarding-birthday-fr.png` });

  await page.goto('/#/pages/home/home');
  await expect(card(page, other.name)).toBeVisible();
  await expect(card(page, other.name).getByRole('button', { name: 'J’aime', exact: true })).toBeVisible();
  await page.screenshot({ path: `${ARTIFACTS}home-fr.png` });
  await page.setViewportSize({ width: 1280, height: 800 });
  await expect(card(page, other.name)).toBeVisible();
  await page.screenshot({ path: `${ARTIFACTS}home-desktop.png` });
  await context.close();
});
