import { test } from 'node:test';
import { openPage, screenshot } from './helpers.mjs';
test('old', async () => {
  for (const url of ['/', '/embed.html?game=modiar', '/demo.html']) {
    const { page, errors, close } = await openPage('/favicon.svg');
    await page.addInitScript(() => { delete window.structuredClone; delete Object.hasOwn; });
    await page.goto(new URL(url, page.url()).href);
    await page.waitForTimeout(2500);
    console.log(url, JSON.stringify(errors).slice(0, 600));
    console.log(await page.evaluate(() => document.documentElement.dataset.ready + ' | ' + document.body.innerText.slice(0, 300).replace(/\n/g, ' / ')));
    await screenshot(page, 'zz-old-' + url.replace(/[^a-z]/g, ''));
    await close();
  }
});
