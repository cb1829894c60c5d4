// Measurements of what a person sees: how many lines a text takes, whether a placeholder fits its field.
import { expect, type Page } from '@playwright/test';

/** How many lines each element's text takes (distinct line boxes of its text). */
export function lineCounts(page: Page, selector: string) {
  return page.locator(selector).evaluateAll((elements) =>
    elements.map((element) => {
      const range = document.createRange();
      range.selectNodeContents(element);
      const tops = new Set([...range.getClientRects()].map((rect) => Math.round(rect.top)));
      return { text: element.textContent ?? '', lines: tops.size };
    }),
  );
}

/** Every visible input's placeholder, its width as drawn in the input's own font, and the room it has. */
function placeholderFits(page: Page) {
  return page.locator('input[placeholder]:visible').evaluateAll((inputs) => {
    const context = document.createElement('canvas').getContext('2d') as CanvasRenderingContext2D;
    return (inputs as HTMLInputElement[]).map((input) => {
      const style = getComputedStyle(input);
      context.font = `${style.fontWeight} ${style.fontSize} ${style.fontFamily}`;
      const room = input.clientWidth - Number.parseFloat(style.paddingLeft) - Number.parseFloat(style.paddingRight);
      return { placeholder: input.placeholder, text: Math.ceil(context.measureText(input.placeholder).width), room };
    });
  });
}

export async function expectPlaceholdersFit(page: Page, count: number) {
  await expect(page.locator('input[placeholder]:visible')).toHaveCount(count);
  const fits = await placeholderFits(page);
  expect(fits).toHaveLength(count);
  for (const fit of fits)
    expect.soft(fit.text, `"${fit.placeholder}" fits in ${fit.room}px`).toBeLessThanOrEqual(fit.room);
}
