import { describe, expect, it } from 'vitest';
import { pageCodeFilesOf, pageCodeLinkHeader } from './web-app.js';

const INDEX_HTML = `<!doctype html><html><head><meta charset="UTF-8" />
<script type="application/json" id="page-code">{"list":["assets/list-page-A1.js","assets/virtual-list-B2.js"],"event":["assets/event-sheet-C3.js"]}</script>
<script src="/first-payload-early.js" async></script></head><body></body></html>`;

describe('the first page’s code sent with index.html', () => {
  const pageCode = pageCodeFilesOf(INDEX_HTML);

  it('names the code of the page the address opens, for the browser to fetch with the document', () => {
    expect(pageCodeLinkHeader('/?/list?inputs=%5B%7B%22dataType%22%3A%22events%22%7D%5D', pageCode)).toBe(
      '</assets/list-page-A1.js>; rel=modulepreload, </assets/virtual-list-B2.js>; rel=modulepreload',
    );
    expect(pageCodeLinkHeader('/?/event?originalId=42', pageCode)).toBe(
      '</assets/event-sheet-C3.js>; rel=modulepreload',
    );
  });

  it('names nothing for home, an unknown page or a build without the list', () => {
    expect(pageCodeLinkHeader('/', pageCode)).toBeUndefined();
    expect(pageCodeLinkHeader('/?/home', pageCode)).toBeUndefined();
    expect(pageCodeLinkHeader('/?/nowhere', pageCode)).toBeUndefined();
    expect(pageCodeLinkHeader('/?/list', pageCodeFilesOf('<html></html>'))).toBeUndefined();
  });
});
