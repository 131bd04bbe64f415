// Runs inside the page (page.evaluate of this file's text): what a reader of the screen would find odd.
// Plain ES2020 and no imports, so no transpiler touches it. Called as probe({ fenValues, maskStars, fullNames }): the fen amounts the page's API answers held,
// the stars the product's one masking rule (src/contract/rules/names.ts maskName) puts after a first character, and the
// names of other people (nicknames, verifiers, payees, fundraisers) that a reader's screen must never show whole.
// Returns { wide, raw, fen, lone, names }: each a list of short descriptions of what was found.
// eslint-disable-next-line no-unused-vars
function probe(opts) {
  const vw = document.documentElement.clientWidth;
  const out = { wide: [], raw: [], fen: [], lone: [], names: [] };
  const desc = (el) => {
    const id = el.getAttribute('data-testid');
    const cls = typeof el.className === 'string' ? el.className.trim().split(/\s+/).slice(0, 2).join('.') : '';
    const text = (el.textContent || '').trim().replace(/\s+/g, ' ').slice(0, 24);
    return `${el.tagName.toLowerCase()}${cls ? `.${cls}` : ''}${id ? `[data-testid=${id}]` : ''}${text ? ` "${text}"` : ''}`;
  };
  const shown = (el) => {
    if (!el.getClientRects().length) return false;
    const s = getComputedStyle(el);
    return s.visibility !== 'hidden' && s.display !== 'none' && Number(s.opacity) !== 0;
  };
  // Inside a box of the screen that clips or scrolls sideways (a carousel, a horizontal list) a wide child
  // is by design; the page's own scroller (Taro's page, the app root) is no such box: what sticks out of
  // it makes the whole screen move sideways.
  const clipped = (el) => {
    for (let a = el.parentElement; a && a !== document.body; a = a.parentElement) {
      if (a.matches('.taro_page, .taro_router, #app, #cf-ssr')) return false;
      if (getComputedStyle(a).overflowX !== 'visible') return true;
    }
    return false;
  };
  // The pages that Taro keeps underneath the current one are hidden; only the current page (and the
  // server-rendered first screen until the hand-over) is looked at.
  const roots = [...document.querySelectorAll('.taro_page, #cf-ssr')].filter(shown);
  const all = roots.flatMap((r) => [r, ...r.querySelectorAll('*')]);
  const seen = new Set();
  const once = (list, text) => {
    if (seen.has(text) || list.length >= 8) return;
    seen.add(text);
    list.push(text);
  };

  // 1. no element wider than the screen, none sticking out of it
  for (const el of all) {
    if (!shown(el)) continue;
    const r = el.getBoundingClientRect();
    if (r.width === 0 || r.height === 0) continue;
    // a chart's canvas is drawn once at the width the page opened with (the sweep resizes the open page)
    if (el.closest('canvas, taro-canvas-core')) continue;
    const off = r.left >= vw || r.right <= 0; // moved off screen on purpose (a drawer, a hidden sheet)
    if (off) continue;
    if ((r.width > vw + 1 || r.right > vw + 1 || r.left < -1) && !clipped(el)) once(out.wide, `${desc(el)} ${Math.round(r.left)}..${Math.round(r.right)} px of ${vw}`);
  }

  // ... and no field shorter than its placeholder (the hint is cut off)
  const ctx2d = document.createElement('canvas').getContext('2d');
  for (const input of roots.flatMap((r) => [...r.querySelectorAll('input[placeholder], textarea[placeholder]')])) {
    if (!shown(input) || input.value || !input.placeholder) continue;
    const s = getComputedStyle(input);
    ctx2d.font = `${s.fontStyle} ${s.fontWeight} ${s.fontSize} ${s.fontFamily}`;
    const room = input.clientWidth - parseFloat(s.paddingLeft) - parseFloat(s.paddingRight);
    const need = ctx2d.measureText(input.placeholder).width;
    if (input.tagName === 'INPUT' && need > room + 1) once(out.wide, `${desc(input.closest('[data-testid]') || input)} field ${Math.round(room)} px is shorter than its placeholder "${input.placeholder}" (${Math.round(need)} px)`);
  }

  // text a reader sees: visible text nodes of the current page
  const texts = [];
  for (const root of roots) {
    const walker = document.createTreeWalker(root, NodeFilter.SHOW_TEXT);
    for (let n = walker.nextNode(); n; n = walker.nextNode()) {
      const t = n.nodeValue.trim();
      if (!t || !n.parentElement || !shown(n.parentElement)) continue;
      if (n.parentElement.closest('script,style,noscript,[aria-hidden="true"]')) continue;
      texts.push({ t, el: n.parentElement });
    }
  }
  // 2. no raw identifier: camelCase, snake_case, an UPPER_CODE, a JSON literal
  const RAW = [
    [/(^|[^A-Za-z0-9./@:?&=-])([a-z]+[A-Z][A-Za-z0-9]*)(?![A-Za-z0-9./@=-])/, 'camelCase'],
    [/(^|[^A-Za-z0-9./@:?&=-])([A-Za-z]+_[A-Za-z0-9_]+)(?![A-Za-z0-9./@=-])/, 'snake_case'],
    [/(^|[^A-Za-z0-9_])([A-Z]{4,}[A-Z0-9]*)(?![A-Za-z0-9_])/, 'UPPER_CODE'],
    [/(\[\]|\{\}|\[object Object\]|\bundefined\b|\bnull\b|\bNaN\b|\{"|"\})/, 'JSON literal'],
  ];
  const ALLOWED_UPPER = new Set(['WIFI', 'HTTP', 'HTTPS', 'JSON']);
  for (const { t, el } of texts) {
    if (el.closest('input,textarea')) continue;
    for (const [re, kind] of RAW) {
      const m = t.match(re);
      if (!m) continue;
      const word = m[2] || m[1];
      if (kind === 'UPPER_CODE' && ALLOWED_UPPER.has(word)) continue;
      once(out.raw, `${kind} "${word}" in ${desc(el)}`);
    }
  }

  // 3. no money in fen: an amount beside 元 that equals a fen value the API sent, and is not itself the
  //    yuan of one, was not divided by 100
  const fen = new Set(opts.fenValues);
  for (const { t, el } of texts) {
    for (const m of t.matchAll(/(\d[\d,]*(?:\.\d+)?)\s*(?:元|万元)/g)) {
      const v = Number(m[1].replace(/,/g, ''));
      if (!Number.isFinite(v) || v < 100 || !Number.isInteger(v)) continue;
      if (fen.has(v) && !fen.has(Math.round(v * 100))) once(out.fen, `"${m[0]}" in ${desc(el)} is a fen amount of the API`);
    }
  }

  // 4. no lone character on the last line of a heading or a button
  const CJK = /[\u3400-\u9fff]/;
  const boxes = all.filter((el) => el.matches('h1,h2,h3,h4,h5,h6,[role=heading],[role=button],button,[class*="title"],[class*="btn"]') && shown(el));
  for (const el of boxes) {
    const lines = new Map();
    const walker = document.createTreeWalker(el, NodeFilter.SHOW_TEXT);
    for (let n = walker.nextNode(); n; n = walker.nextNode()) {
      const s = n.nodeValue;
      for (let i = 0; i < s.length; i++) {
        if (!s[i].trim()) continue;
        const range = document.createRange();
        range.setStart(n, i);
        range.setEnd(n, i + 1);
        const rect = range.getClientRects()[0];
        if (!rect || rect.width === 0) continue;
        const key = Math.round(rect.top + rect.height / 2);
        const line = [...lines.keys()].find((k) => Math.abs(k - key) < rect.height / 2);
        lines.set(line ?? key, (lines.get(line ?? key) || '') + s[i]);
      }
    }
    if (lines.size < 2) continue;
    const last = [...lines.entries()].sort((a, b) => a[0] - b[0]).pop()[1];
    const letters = last.replace(/[\s，。、！？：；,.!?:;）)》」』]/g, '');
    if (letters.length === 1 && CJK.test(letters)) once(out.lone, `"${letters}" alone on the last line of ${desc(el)}`);
  }

  // 5. a masked name (a first character and stars) is masked by the product's one rule: the same stars
  //    whatever the name's length, so the mask tells nothing about it
  for (const { t, el } of texts) {
    for (const m of t.matchAll(/(?:^|[^\w*])([\u3400-\u9fffA-Za-z][*＊]+)(?![\w*])/g)) {
      if (m[1].slice(1) !== opts.maskStars) once(out.names, `"${m[1]}" is masked by another rule than "${m[1][0]}${opts.maskStars}" in ${desc(el)}`);
    }
  }
  // 6. another person's name never shows whole (the staff console, behind the staff role, names people in full):
  //    a text that IS the name, starts with it (张三 发起, 张三：留言), or holds it in brackets (收款人（张三）); a
  //    nickname that is also a common phrase (平安喜乐) inside a sentence is no name shown
  if (!location.pathname.startsWith('/staff')) {
    for (const { t, el } of texts) {
      const s = t.trim();
      for (const name of opts.fullNames || []) {
        const shownAsName = s === name || new RegExp(`^${name.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}[\\s:：·,，]`).test(s) || s.includes(`（${name}）`) || s.includes(`(${name})`);
        if (shownAsName) once(out.names, `"${name}" (another user's name) shown whole in ${desc(el)}`);
      }
    }
  }
  return out;
}
