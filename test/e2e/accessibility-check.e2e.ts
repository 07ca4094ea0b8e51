import { expect } from 'chai';
import type { Browser, Page } from 'playwright';
import { expectAccessible, launchBrowser } from './browser.ts';

/** The check every e2e walk leans on must still fail where it should, whatever options make it fast. */
describe('e2e support: the accessibility check', function () {
  this.timeout(60_000);
  let browser: Browser;
  let page: Page;

  before(async () => {
    browser = await launchBrowser();
    page = await browser.newPage();
  });
  after(() => browser?.close());

  it('fails on serious and critical violations, naming each element and the colours of poor contrast', async () => {
    await page.setContent(`<!doctype html><html lang="en"><head><title>Broken</title></head><body><main>
      <h1>Broken page</h1>
      <p id="faint" style="color:#bbb;background:#fff">Hardly readable text</p>
      <img id="no-alt" src="data:image/gif;base64,R0lGODlhAQABAAAAACw=">
      <button id="no-name"></button>
    </main></body></html>`);
    const error = await expectAccessible(page).then(() => null, (err: Error) => err);
    expect(error, 'the check passed a page with three violations').to.be.instanceOf(Error);
    expect(error!.message).to.match(/axe-core: 3 serious\/critical/);
    expect(error!.message).to.include('color-contrast at #faint (#bbbbbb on #ffffff');
    expect(error!.message).to.include('image-alt at #no-alt');
    expect(error!.message).to.include('button-name at #no-name');
  });

  it('passes a page without such violations', async () => {
    await page.setContent(`<!doctype html><html lang="en"><head><title>Fine</title></head><body><main>
      <h1>Fine page</h1><p style="color:#222;background:#fff">Readable text</p>
      <img src="data:image/gif;base64,R0lGODlhAQABAAAAACw=" alt="A dot"><button>Send</button>
    </main></body></html>`);
    await expectAccessible(page);
  });
});
