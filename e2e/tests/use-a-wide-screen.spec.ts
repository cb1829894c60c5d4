// The app on a 1280x800 screen (docs/decisions/0082-web-wide-screens.md): the tab bar as a rail at the side; the
// messages tab as two panes, the list beside the open conversation, named in the address so that Back and reload
// keep it; the home feed and the square as columns of cards; a profile's photos beside its details. And the same
// screens at 375x812, unchanged: one column, the chat on its own page, the tab bar at the bottom.
// The people are made through the API in a place no other spec uses; two of them greet the viewer (sayHi), so the
// viewer has two conversations.
import { type APIRequestContext, type Browser, expect, type Locator, type Page, test } from '@playwright/test';
import sharp from 'sharp';
import { ARTIFACTS, accountWithProfile, addPhotos, apiPost, loggedInContext } from './helpers.ts';

const PLACE = { province: '西藏自治区', city: '阿里地区', county: '噶尔县' };
const WIDE = { width: 1280, height: 800 };
const PHONE = { width: 375, height: 812 };

interface Person {
  id: number;
  name: string;
  token: string;
}

async function person(request: APIRequestContext, name: string, gender: 1 | 2, photos: string[]): Promise<Person> {
  const { token, id } = await accountWithProfile(request, {
    username: name,
    gender,
    birthday: gender === 1 ? '1993-03-08' : '1997-10-21',
    height: gender === 1 ? 180 : 165,
    signature: `${name}：喜欢在阿里看星空，周末去班公湖拍照`,
    ...PLACE,
  });
  if (photos.length > 0) await addPhotos(request, token, photos);
  return { id, name, token };
}

/** An update with one picture of this shape (the API, as a fixture). */
async function postWithPicture(
  request: APIRequestContext,
  who: Person,
  content: string,
  width: number,
  height: number,
) {
  const buffer = await sharp({ create: { width, height, channels: 3, background: '#7aa7ff' } })
    .jpeg()
    .toBuffer();
  const response = await request.post('/api/file/upload', {
    headers: { token: who.token },
    multipart: { file: { name: 'p.jpg', mimeType: 'image/jpeg', buffer } },
  });
  const file = ((await response.json()) as { data: { id: string } }).data.id;
  await apiPost(request, '/api/updates/addUpdates', { content, images: [file] }, who.token);
}

let viewer: Person;
let her: Person;
let other: Person;
let third: Person;

test.beforeAll(async ({ request }) => {
  const tag = Math.floor(Math.random() * 1e6);
  viewer = await person(request, `阿里${tag}`, 1, ['#4c8dff']);
  her = await person(request, `星空${tag}`, 2, ['#ff8fa3', '#ffd6e0', '#c7dcff', '#ffe4ea']);
  other = await person(request, `湖畔${tag}`, 2, ['#7aa7ff', '#ffb3c1']);
  third = await person(request, `雪山${tag}`, 2, ['#b5e48c']);
  // Two conversations: the later greeting is the newer one, on top of the list.
  await apiPost(request, '/api/chat/sayHi', { userId: viewer.id }, other.token);
  await apiPost(request, '/api/chat/sayHi', { userId: viewer.id }, her.token);
  // The square: words, a picture in landscape, a picture in portrait.
  await apiPost(request, '/api/updates/addUpdates', { content: `${her.name}：今晚的银河特别清楚` }, her.token);
  await postWithPicture(request, other, `${other.name}：班公湖的日落`, 1200, 900);
  await postWithPicture(request, third, `${third.name}：冈仁波齐`, 900, 1200);
  await apiPost(request, '/api/updates/addUpdates', { content: `${viewer.name}：第一次来阿里` }, viewer.token);
});

async function open(browser: Browser, who: Person, viewport: { width: number; height: number }): Promise<Page> {
  const context = await loggedInContext(browser, who.token);
  const page = await context.newPage();
  await page.setViewportSize(viewport);
  return page;
}

async function box(locator: Locator) {
  const found = await locator.boundingBox();
  if (!found) throw new Error('not on screen');
  return found;
}

type Box = Awaited<ReturnType<typeof box>>;

/** `left` ends where `right` begins or before, and the two share some height: side by side. */
function expectSideBySide(left: Box, right: Box) {
  expect(left.x + left.width).toBeLessThanOrEqual(right.x + 1);
  expect(Math.min(left.y + left.height, right.y + right.height)).toBeGreaterThan(Math.max(left.y, right.y));
}

/** `upper` ends where `lower` begins or before: one above the other. */
function expectStacked(upper: Box, lower: Box) {
  expect(upper.y + upper.height).toBeLessThanOrEqual(lower.y + 1);
}

const row = (page: Page, who: Person) => page.getByRole('button', { name: `和${who.name}聊天` });
const chatPane = (page: Page) => page.getByRole('region', { name: '聊天' });

test('messages as two panes: choosing a conversation opens it beside the list; Back, reload and sending work there', async ({
  browser,
}) => {
  test.setTimeout(90_000);
  const page = await open(browser, viewer, WIDE);
  await page.goto('/#/pages/message/message');

  // The tab bar is a rail down the left edge, the list beside it, and the right pane says to pick a conversation.
  const rail = page.getByRole('navigation', { name: '主导航' });
  const list = page.getByRole('list', { name: '消息' });
  await expect(list).toBeVisible();
  await expect(chatPane(page).getByRole('heading', { name: '选择一个聊天' })).toBeVisible();
  const railBox = await box(rail);
  expect(railBox.x).toBe(0);
  expect(railBox.height).toBeGreaterThan(WIDE.height - 2);
  expectSideBySide(railBox, await box(list));
  await page.screenshot({ path: `${ARTIFACTS}wide-messages-empty.png` });

  // Her conversation opens in the right pane; the list stays, with her row marked.
  await row(page, her).click();
  await expect(page).toHaveURL(new RegExp(`/pages/message/message\\?userId=${her.id}$`));
  await expect(chatPane(page).getByRole('heading', { name: her.name })).toBeVisible();
  await expect(list).toBeVisible();
  await expect(row(page, her)).toHaveAttribute('aria-current', 'true');
  expectSideBySide(await box(list), await box(chatPane(page)));
  // The chat fills the window's height beside the list, its composer at the bottom.
  const composer = chatPane(page).getByRole('textbox', { name: '消息内容' });
  expect((await box(composer)).y).toBeGreaterThan(WIDE.height - 80);
  // No way back inside the pane: the list is it.
  await expect(chatPane(page).getByRole('button', { name: '返回' })).toHaveCount(0);

  // Sending works there: she reads it on her screen, where the chat's own address opens the same two panes.
  const hers = await open(browser, her, WIDE);
  await hers.goto(`/#/pages/chat/chat?userId=${viewer.id}`);
  await expect(hers).toHaveURL(new RegExp(`/pages/message/message\\?userId=${viewer.id}$`));
  await expect(chatPane(hers).getByRole('heading', { name: viewer.name })).toBeVisible();
  await composer.fill('明晚一起去看银河吗');
  await chatPane(page).getByRole('button', { name: '发送', exact: true }).click();
  await expect(chatPane(page).getByText('明晚一起去看银河吗')).toBeVisible();
  await expect(chatPane(hers).getByText('明晚一起去看银河吗')).toBeVisible();
  await page.screenshot({ path: `${ARTIFACTS}wide-messages-chat.png` });

  // Another conversation switches the right pane only.
  await row(page, other).click();
  await expect(page).toHaveURL(new RegExp(`/pages/message/message\\?userId=${other.id}$`));
  await expect(chatPane(page).getByRole('heading', { name: other.name })).toBeVisible();
  await expect(chatPane(page).getByText('明晚一起去看银河吗')).toHaveCount(0);
  await expect(row(page, other)).toHaveAttribute('aria-current', 'true');
  await expect(row(page, her)).not.toHaveAttribute('aria-current');

  // Back returns to her conversation; a reload keeps it.
  await page.goBack();
  await expect(chatPane(page).getByRole('heading', { name: her.name })).toBeVisible();
  await page.reload();
  await expect(chatPane(page).getByRole('heading', { name: her.name })).toBeVisible();
  await expect(chatPane(page).getByText('明晚一起去看银河吗')).toBeVisible();
  await expect(list).toBeVisible();

  // Narrowed to a phone's width, the same address is the chat on its own page, as on a phone.
  await page.setViewportSize(PHONE);
  await expect(page).toHaveURL(new RegExp(`/pages/chat/chat\\?userId=${her.id}$`));
  await expect(page.getByRole('heading', { name: her.name })).toBeVisible();
  await expect(list).toHaveCount(0);
  await page.context().close();
  await hers.context().close();
});

test('the feed and the square as columns of cards; a profile’s photos beside its details', async ({ browser }) => {
  test.setTimeout(60_000);
  const page = await open(browser, viewer, WIDE);

  // Home: three cards a row (the people of this place first, others' after), each its phone shape (a 4:5 photo).
  await page.goto('/#/pages/home/home');
  for (const who of [her, other, third]) await expect(page.getByRole('article', { name: who.name })).toBeVisible();
  const feed = page.getByRole('list', { name: '相亲' }).getByRole('article');
  const cards = [feed.nth(0), feed.nth(1), feed.nth(2)];
  const boxes = await Promise.all(cards.map(box));
  const rowTops = new Set(boxes.map((b) => Math.round(b.y)));
  expect(rowTops.size).toBe(1);
  expectSideBySide(boxes[0] as Box, boxes[1] as Box);
  expectSideBySide(boxes[1] as Box, boxes[2] as Box);
  const photo = await box(cards[0]?.getByRole('button', { name: /的照片/ }) as Locator);
  expect(photo.width / photo.height).toBeCloseTo(4 / 5, 2);
  await expect(page.getByRole('navigation', { name: '主导航' })).toBeVisible();
  await page.screenshot({ path: `${ARTIFACTS}wide-home.png` });

  // The square: the newest updates side by side in reading order; below each card, the next of its column just
  // under it (not under the row's tallest card: a text-only update is short, a picture in portrait tall).
  await page.goto('/#/pages/square/square');
  for (const who of [viewer, her, other, third]) {
    await expect(page.getByRole('article', { name: who.name, exact: true })).toBeVisible();
  }
  const updates = await Promise.all(
    (await page.getByRole('region', { name: '动态列表' }).getByRole('article').all()).map(box),
  );
  expect(updates.length).toBeGreaterThanOrEqual(4);
  expectSideBySide(updates[0] as Box, updates[1] as Box);
  expectSideBySide(updates[1] as Box, updates[2] as Box);
  let below = 0;
  for (const card of updates) {
    const under = updates.filter((other) => other.x === card.x && other.y > card.y).sort((a, b) => a.y - b.y)[0];
    if (!under) continue;
    below += 1;
    expect(under.y - (card.y + card.height)).toBeGreaterThan(10);
    expect(under.y - (card.y + card.height)).toBeLessThan(30);
  }
  expect(below).toBeGreaterThan(0);
  await page.screenshot({ path: `${ARTIFACTS}wide-square.png` });

  // Her profile: the photos on the left, beside her details.
  await page.goto(`/#/pages/userDetail/userDetail?userId=${her.id}`);
  const details = page.getByRole('heading', { name: her.name, level: 1 });
  const album = page.getByRole('heading', { name: 'TA的相册' }).locator('..');
  await expect(details).toBeVisible();
  await expect(album.getByRole('button', { name: /查看第4张照片/ })).toBeVisible();
  expectSideBySide(await box(album), await box(details));
  await page.screenshot({ path: `${ARTIFACTS}wide-profile.png` });
  await page.context().close();
});

test('at 375x812 the same screens keep the phone layout: one column, the chat on its own page', async ({ browser }) => {
  test.setTimeout(60_000);
  const page = await open(browser, viewer, PHONE);

  // Messages: the list alone, the tab bar at the bottom; a conversation opens as its own page.
  await page.goto('/#/pages/message/message');
  await expect(row(page, her)).toBeVisible();
  await expect(page.getByRole('heading', { name: '选择一个聊天' })).toHaveCount(0);
  const bar = await box(page.getByRole('navigation', { name: '主导航' }));
  expect(bar.y + bar.height).toBeCloseTo(PHONE.height, 0);
  expect(bar.width).toBe(PHONE.width);
  expect((await box(row(page, her))).width).toBe(PHONE.width);
  await row(page, her).click();
  await expect(page).toHaveURL(new RegExp(`/pages/chat/chat\\?userId=${her.id}$`));
  await expect(page.getByRole('heading', { name: her.name })).toBeVisible();
  await expect(page.getByRole('list', { name: '消息' })).toHaveCount(0);
  await expect(page.getByRole('button', { name: '返回' })).toBeVisible();
  // The two panes' address, opened on a phone, is the chat's own page.
  await page.goto(`/#/pages/message/message?userId=${other.id}`);
  await expect(page).toHaveURL(new RegExp(`/pages/chat/chat\\?userId=${other.id}$`));
  await expect(page.getByRole('heading', { name: other.name })).toBeVisible();

  // Home: one card a row, as wide as the screen less its margins.
  await page.goto('/#/pages/home/home');
  const first = page.getByRole('article', { name: her.name, exact: true });
  const second = page.getByRole('article', { name: other.name, exact: true });
  await expect(first).toBeVisible();
  const [a, b] = [await box(first), await box(second)];
  expect(a.x).toBe(b.x);
  expect(a.width).toBe(PHONE.width - 24);
  expect(Math.abs(a.y - b.y)).toBeGreaterThan(a.height - 1);

  // The square: one card a row.
  await page.goto('/#/pages/square/square');
  const newest = page.getByRole('article', { name: viewer.name, exact: true });
  const next = page.getByRole('article', { name: third.name, exact: true });
  await expect(newest).toBeVisible();
  expectStacked(await box(newest), await box(next));
  expect((await box(newest)).width).toBe(PHONE.width - 24);

  // Her profile: her details, then her photos below.
  await page.goto(`/#/pages/userDetail/userDetail?userId=${her.id}`);
  const details = page.getByRole('heading', { name: her.name, level: 1 });
  const album = page.getByRole('heading', { name: 'TA的相册' }).locator('..');
  await expect(album.getByRole('button', { name: /查看第4张照片/ })).toBeVisible();
  expectStacked(await box(details), await box(album));
  await page.screenshot({ path: `${ARTIFACTS}phone-profile.png` });
  await page.context().close();
});
