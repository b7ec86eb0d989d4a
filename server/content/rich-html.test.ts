import { describe, expect, it } from 'vitest';
import { presentRichHtml, richTextLength, sanitizeRichHtml } from './rich-html.ts';

const clean = (html: string) => sanitizeRichHtml(html).html;

describe('sanitizeRichHtml: what never survives', () => {
  it.each([
    ['a script', '<p>hi</p><script>alert(1)</script>', '<p>hi</p>'],
    ['a script in disguise', '<p>hi<scr<script>ipt>alert(1)</script></p>', '<p>hiipt&gt;alert(1)</p>'],
    ['a style element and attribute', '<style>p{color:red}</style><p style="color:red" class="x">hi</p>', '<p>hi</p>'],
    ['event handlers', '<p onclick="alert(1)" onmouseover=alert(1)>hi</p>', '<p>hi</p>'],
    ['an img with onerror and no material', '<p>a<img src=x onerror="alert(1)">b</p>', '<p>ab</p>'],
    ['an iframe', '<iframe src="https://evil.example"><p>inside</p></iframe><p>ok</p>', '<p>ok</p>'],
    ['svg with its script', '<svg onload="alert(1)"><script>alert(1)</script><a href="javascript:alert(1)">x</a></svg><p>ok</p>', 'x<p>ok</p>'],
    ['a javascript: href', '<a href="javascript:alert(1)">x</a>', 'x'],
    ['an entity-encoded javascript: href', '<a href="&#106;avascript&#58;alert(1)">x</a>', 'x'],
    ['a javascript: href with tabs and case', '<a href="JaVa\tScRiPt:alert(1)">x</a>', 'x'],
    ['a data: href', '<a href="data:text/html;base64,PHNjcmlwdD5hbGVydCgxKTwvc2NyaXB0Pg==">x</a>', 'x'],
    ['a form and its button', '<form action="https://evil.example"><button formaction="javascript:alert(1)">go</button></form>', 'go'],
    ['an object and embed', '<object data="x.swf"></object><embed src="x.swf"><p>ok</p>', '<p>ok</p>'],
    ['a meta refresh and base', '<meta http-equiv="refresh" content="0;url=javascript:alert(1)"><base href="https://evil.example"><p>ok</p>', '<p>ok</p>'],
    ['a comment hiding markup', '<p>a<!-- <img src=x onerror=alert(1)> -->b</p>', '<p>ab</p>'],
    ['encoded markup, which stays text', '<p>&lt;script&gt;alert(1)&lt;/script&gt;</p>', '<p>&lt;script&gt;alert(1)&lt;/script&gt;</p>'],
    ['a video poster and its sources', '<video data-material-id="4" poster="https://evil.example/p.png" onplay="x()"><source src="https://evil.example/v.mp4"></video>', '<video controls data-material-id="4"></video>'],
  ])('removes %s', (_name, input, expected) => {
    expect(clean(input)).toBe(expected);
  });

  it('leaves nothing that runs, whatever the nesting', () => {
    const out = clean('<div><table><tr><td><a href="javascript:alert(1)" onclick="x()"><img src=1 onerror=alert(1) data-material-id="x"></a></td></tr></table></div><math><mi xlink:href="javascript:alert(1)">m</mi></math>');
    expect(out).not.toMatch(/javascript|onerror|onclick|<img|<table|<math|xlink/i);
  });

  // sanitize-html stays at 2.17.5, the last release that supports Node 20 (docs/decisions.md "Packages and the Node
  // range"); the two advisories fixed after it need tags this allow-list never keeps, and these are their payloads
  it.each([
    ['mutation XSS through a raw-text end tag (fixed in 2.17.6 for textarea and xmp allowed)', '<textarea></textarea/><img src=x onerror=alert(1)>'],
    ['mutation XSS through xmp', '<xmp></xmp/><img src=x onerror=alert(1)></xmp>'],
    ['SVG SMIL setting a link to javascript: (fixed in 2.17.7 for svg allowed)', '<svg><a><animate attributeName="href" values="javascript:alert(1)"/><text>x</text></a></svg>'],
    ['SMIL set on an xlink:href', '<svg><a xlink:href="#"><set attributeName="xlink:href" to="javascript:alert(1)"/>y</a></svg>'],
  ])('leaves nothing of %s', (_name, input) => {
    expect(clean(input)).not.toMatch(/<img|onerror|javascript|<svg|<animate|<set|<textarea|<xmp|href/i);
  });
});

describe('sanitizeRichHtml: what is kept', () => {
  it('keeps the allowed formatting as it is', () => {
    const html = '<h2>Title</h2><h3>Sub</h3><p><strong>b</strong> <b>b</b> <em>i</em> <i>i</i> <u>u</u> <s>s</s><br />next</p><blockquote><p>q</p></blockquote><ul><li>one</li></ul><ol><li>two</li></ol><hr />';
    expect(clean(html)).toBe(html);
  });

  it('turns h1 and other tags into their text', () => {
    expect(clean('<h1>Big</h1><div><span>text</span></div>')).toBe('Bigtext');
  });

  it('keeps http, https and mailto links, opening apart and passing nothing on', () => {
    expect(clean('<a href="https://example.com/a?b=1&c=2" target="_self" rel="opener">x</a>')).toBe(
      '<a href="https://example.com/a?b=1&amp;c=2" rel="noopener noreferrer nofollow" target="_blank">x</a>',
    );
    expect(clean('<a href="http://example.com">x</a>')).toContain('href="http://example.com"');
    expect(clean('<a href="mailto:teacher@example.com">x</a>')).toContain('href="mailto:teacher@example.com"');
  });

  it('is empty for whitespace and for text without words or media', () => {
    expect(sanitizeRichHtml('   \n\t ')).toEqual({ html: '', materialIds: [] });
    expect(clean('<p></p>')).toBe('');
    expect(clean('<p> <br> </p><script>x</script>')).toBe('');
  });
});

describe('sanitizeRichHtml: media from the library', () => {
  it('drops the src of media with a material id and lists the ids once, in order', () => {
    const out = sanitizeRichHtml(
      '<p>a</p><img src="/api/v3/media/file/7-f-1.sig" alt="cover" data-material-id="7" width="20">' +
        '<video src="/v.mp4" controls data-material-id="12"></video><audio data-material-id=" 3 " src="/a.mp3"></audio><img data-material-id="7" src="/again">',
    );
    expect(out.html).toBe(
      '<p>a</p><img alt="cover" data-material-id="7" /><video controls data-material-id="12"></video><audio controls data-material-id="3"></audio><img data-material-id="7" />',
    );
    expect(out.materialIds).toEqual([7, 12, 3]);
    expect(out.html).not.toContain('src');
  });

  it('removes media without a material id, or with one that is not a whole positive number, with whatever is inside', () => {
    const out = sanitizeRichHtml(
      '<p>a</p><img src="https://example.com/x.png"><video src="/v.mp4" controls>fallback text</video><audio data-material-id="0"></audio>' +
        '<img data-material-id="1e3"><img data-material-id="-2"><img data-material-id="99999999999999999999"><video data-material-id="5"><img data-material-id="6"></video>',
    );
    expect(out.materialIds).toEqual([5, 6]);
    expect(out.html).toBe('<p>a</p><video controls data-material-id="5"><img data-material-id="6" /></video>');
  });

  it('counts media as content', () => {
    expect(sanitizeRichHtml('<p></p><img data-material-id="2">')).toEqual({ html: '<p></p><img data-material-id="2" />', materialIds: [2] });
  });
});

describe('presentRichHtml', () => {
  const urls: Record<number, string> = { 7: '/api/v3/media/file/7-f-1.sig', 12: 'https://cdn.example.com/12.mp4' };
  const urlOf = (id: number) => urls[id] ?? null;

  it('puts a fresh src on every media element of a material that exists', () => {
    const html = presentRichHtml('<p>a</p><img alt="c" data-material-id="7" /><video controls data-material-id="12"></video>', urlOf);
    expect(html).toBe('<p>a</p><img alt="c" data-material-id="7" src="/api/v3/media/file/7-f-1.sig" /><video controls data-material-id="12" src="https://cdn.example.com/12.mp4"></video>');
  });

  it('leaves out the media whose material is gone', () => {
    expect(presentRichHtml('<p>a</p><img data-material-id="8" /><audio controls data-material-id="9"></audio><video controls data-material-id="10"></video><p>b</p>', urlOf)).toBe('<p>a</p><p>b</p>');
  });

  it('does not trust the stored text: the allow-list applies again, and a URL that is not http(s) is no src', () => {
    const html = presentRichHtml('<p onclick="x()">a<script>1</script></p><img data-material-id="7" src="javascript:alert(1)" onerror="x()">', (id) => (id === 7 ? 'javascript:alert(1)' : null));
    expect(html).toBe('<p>a</p>');
  });

  it('round-trips: what is stored and then presented is the same text with the media back', () => {
    const written = '<h2>Lesson</h2><p>Read <a href="https://example.com">this</a>:</p><img src="/old-signed-url" alt="" data-material-id="7"><audio controls data-material-id="12" src="/old"></audio>';
    const stored = sanitizeRichHtml(written);
    expect(stored.materialIds).toEqual([7, 12]);
    const shown = presentRichHtml(stored.html, urlOf);
    expect(shown).toBe(
      '<h2>Lesson</h2><p>Read <a href="https://example.com" rel="noopener noreferrer nofollow" target="_blank">this</a>:</p>' +
        '<img alt="" data-material-id="7" src="/api/v3/media/file/7-f-1.sig" /><audio controls data-material-id="12" src="https://cdn.example.com/12.mp4"></audio>',
    );
    // what the editor sends back after showing it stores the same as the first time
    expect(sanitizeRichHtml(shown)).toEqual(stored);
  });
});

describe('richTextLength', () => {
  it('counts the visible text only', () => {
    expect(richTextLength('<p><strong>ab</strong>c</p><script>12345</script><style>p{}</style>')).toBe(3);
    expect(richTextLength('<p>a &amp; b &lt;</p>')).toBe(7);
    expect(richTextLength('<p>  a \n\n b  </p>')).toBe(3);
    expect(richTextLength('<p>你好😀</p><img data-material-id="1">')).toBe(3);
    expect(richTextLength('')).toBe(0);
  });
});
